import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '@penstock/domain';
import type { TestSmtp } from '../../../../../test/smtp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { mailTestApp } from '../../testing/signedInTestApp.js';
import { buildApp } from '../../app.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { CONTACT_REQUEST_LIMIT, CONTACT_REQUEST_WINDOW_S } from './contact.service.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => ({ t, smtp } = await mailTestApp({ supportEmail: 'help@penstock.example' })));
afterAll(() => t?.close());

/** POST a contact request to `app` (this file's app unless another API process is named). */
const contact = (headers: Record<string, string>, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/dashboard-v3/contact', headers, payload });

describe('POST dashboard-v3/contact', () => {
  it('stores the request and mails support, reply-to the user', async () => {
    const { access_token } = await signIn(t.app, 'newcomer@penstock.demo');
    const res = await contact(bearer(access_token), {
      subject: 'Please assign portfolio Ålpine',
      body: 'I need access to the alpine portfolio.',
      comments: 'Thanks – Nina',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: CONTACT_THANKS });
    const mail = await smtp.waitFor((m) => m.to.includes('help@penstock.example'));
    expect(mail.subject).toContain('Please assign portfolio Ålpine');
    expect(mail.replyTo).toContain('newcomer@penstock.demo');
    expect(mail.text).toContain('Nina Newcomer <newcomer@penstock.demo>');
    expect(mail.text).toContain('I need access to the alpine portfolio.');
    expect(mail.text).toContain('Thanks – Nina');
    const rows = await t.db.selectFrom('contact_request').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Please assign portfolio Ålpine', comments: 'Thanks – Nina' });
  });

  it('refuses an empty request and needs authentication', async () => {
    const { access_token } = await signIn(t.app, 'newcomer@penstock.demo');
    const empty = await contact(bearer(access_token), { subject: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 400, errors: expect.any(Array) });
    const anon = await contact({}, { subject: 'x' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('contact request limit (issue 20)', () => {
  it('allows 5 requests per account and hour across API processes; more answer 429 with Retry-After', async () => {
    // a second API process on the same database
    const other = await buildApp({ config: t.config, db: t.db, clock: t.clock });
    await other.ready();
    try {
      const operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
      const send = (i: number) => contact(operator, { subject: `Request ${i}`, body: 'Hello' }, i % 2 ? other : t.app);
      const answers = await Promise.all(Array.from({ length: CONTACT_REQUEST_LIMIT + 3 }, (_, i) => send(i)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([...Array(CONTACT_REQUEST_LIMIT).fill(201), 429, 429, 429]);
      const refused = answers.find((a) => a.statusCode === 429)!;
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(CONTACT_REQUEST_WINDOW_S - 60);
      expect(retryAfter).toBeLessThanOrEqual(CONTACT_REQUEST_WINDOW_S);
      expect(refused.json().detail).toMatch(/contact requests within an hour/);
      const stored = await t.db
        .selectFrom('contact_request as c')
        .innerJoin('account as a', 'a.id', 'c.account_id')
        .select('c.id')
        .where('a.email', '=', 'operator@penstock.demo')
        .execute();
      expect(stored).toHaveLength(CONTACT_REQUEST_LIMIT);
      // another account has its own budget
      const admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
      const adminSends = await contact(admin, { subject: 'Mine', body: 'Hello' });
      expect(adminSends.statusCode).toBe(201);
      // an hour later the operator may write again
      t.clock.advance(CONTACT_REQUEST_WINDOW_S * 1000);
      try {
        const fresh = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
        const again = await contact(fresh, { subject: 'Later', body: 'Hello' });
        expect(again.statusCode).toBe(201);
      } finally {
        t.clock.advance(-CONTACT_REQUEST_WINDOW_S * 1000);
      }
    } finally {
      await other.close();
    }
  });
});
