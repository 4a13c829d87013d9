import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '@penstock/domain';
import { startTestSmtp, type TestSmtp } from '../../../../../test/smtp.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, supportEmail: 'help@penstock.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('POST dashboard-v3/contact', () => {
  it('stores the request and mails support, reply-to the user', async () => {
    const { access_token } = await signIn(t.app, 'newcomer@penstock.demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard-v3/contact',
      headers: bearer(access_token),
      payload: {
        subject: 'Please assign portfolio Ålpine',
        body: 'I need access to the alpine portfolio.',
        comments: 'Thanks – Nina',
      },
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
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard-v3/contact',
      headers: bearer(access_token),
      payload: { subject: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 400, errors: expect.any(Array) });
    const anon = await t.app.inject({ method: 'POST', url: '/api/dashboard-v3/contact', payload: { subject: 'x' } });
    expect(anon.statusCode).toBe(401);
  });
});
