import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS, PASSWORD_BAD_CHARACTERS, PASSWORD_HINT, RESET_TOKEN_TTL_S } from '@penstock/domain';
import type { TestSmtp } from '../../../../../test/smtp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { mailTestApp } from '../../testing/signedInTestApp.js';
import { basic, bearer, signIn } from '../../testing/signIn.js';
import { FORGOT_ANSWER, RESET_INVALID, RESET_MAIL_SUBJECT } from './password.service.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => ({ t, smtp } = await mailTestApp({ publicUrl: 'https://penstock.example' })));
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const forgot = (email: string) => post('/api/dashboard-v3/auth/password/forgot', { email });
const setPassword = (body: Record<string, string>) => post('/api/dashboard-v3/auth/password/set', body);

/** Requests a reset for the account and returns the token from the mailed link. */
async function resetToken(email: string): Promise<string> {
  const before = smtp.messages.length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email) && m.subject === RESET_MAIL_SUBJECT,
  );
  const link = new URL(/https:\/\/\S+/.exec(mail.text)![0]);
  expect(link.origin + link.pathname).toBe('https://penstock.example/en/reset-password');
  expect(link.searchParams.get('email')).toBe(email);
  return link.searchParams.get('reset_token')!;
}

describe('forgot password', () => {
  it('answers the same for known and unknown e-mails; only known ones get a mail', async () => {
    const before = smtp.messages.length;
    const unknown = await forgot('nobody@penstock.demo');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ detail: FORGOT_ANSWER });
    const known = await forgot('newcomer@penstock.demo');
    expect(known.json()).toEqual(unknown.json());
    await smtp.waitFor((m) => m.to.includes('newcomer@penstock.demo'));
    expect(smtp.messages.slice(before).some((m) => m.to.includes('nobody@penstock.demo'))).toBe(false);
  });

  it('validates the e-mail', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      title: expect.any(String),
      type: expect.any(String),
      errors: [{ path: 'email' }],
    });
  });
});

describe('set password with reset token', () => {
  const NEW = 'Brand-new-Pass-1!';

  it('sets the password once; the token is single use; sessions end', async () => {
    const session = await signIn(t.app, 'newcomer@penstock.demo');
    const token = await resetToken('newcomer@penstock.demo');
    const res = await setPassword({ email: 'newcomer@penstock.demo', reset_token: token, new_password: NEW });
    expect(res.statusCode).toBe(200);
    await expect(signIn(t.app, 'newcomer@penstock.demo', NEW)).resolves.toHaveProperty('access_token');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: bearer(session.access_token) }))
        .statusCode,
    ).toBe(401);
    const again = await setPassword({
      email: 'newcomer@penstock.demo',
      reset_token: token,
      new_password: 'Another-Pass-22!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: RESET_INVALID });
  });

  it(`refuses a token after ${RESET_TOKEN_TTL_S / 60} minutes, a wrong token and a token for another e-mail`, async () => {
    const token = await resetToken('admin@penstock.demo');
    expect(
      (await setPassword({ email: 'operator@penstock.demo', reset_token: token, new_password: NEW })).statusCode,
    ).toBe(400);
    expect(
      (await setPassword({ email: 'admin@penstock.demo', reset_token: token + 'x', new_password: NEW })).statusCode,
    ).toBe(400);
    t.clock.advance((RESET_TOKEN_TTL_S + 1) * 1000);
    try {
      expect(
        (await setPassword({ email: 'admin@penstock.demo', reset_token: token, new_password: NEW })).statusCode,
      ).toBe(400);
    } finally {
      t.clock.advance(-(RESET_TOKEN_TTL_S + 1) * 1000);
    }
    // Still the old password.
    await expect(signIn(t.app, 'admin@penstock.demo')).resolves.toHaveProperty('access_token');
  });

  it('a newer link voids the older one', async () => {
    const first = await resetToken('mfa@penstock.demo');
    const second = await resetToken('mfa@penstock.demo');
    expect((await setPassword({ email: 'mfa@penstock.demo', reset_token: first, new_password: NEW })).statusCode).toBe(
      400,
    );
    expect((await setPassword({ email: 'mfa@penstock.demo', reset_token: second, new_password: NEW })).statusCode).toBe(
      200,
    );
  });

  it('applies the password rules of spec 1 section 5', async () => {
    const cases: Array<[string, string]> = [
      ['Short-1!', PASSWORD_HINT],
      ['alllowercase-123!', PASSWORD_HINT],
      ['ALLUPPERCASE-123!', PASSWORD_HINT],
      ['NoDigitsHere-abc!', PASSWORD_HINT],
      ['NoSpecial12345abc', PASSWORD_HINT],
      ['Valid-but-€uro-123', PASSWORD_BAD_CHARACTERS],
    ];
    for (const [password, message] of cases) {
      const res = await setPassword({
        email: 'operator@penstock.demo',
        reset_token: 'whatever',
        new_password: password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      const body = res.json();
      expect(
        body.errors.some(
          (e: { path: string; message: string }) => e.path === 'new_password' && e.message.startsWith(message),
        ),
        password,
      ).toBe(true);
    }
  });
});

describe('change password', () => {
  const change = (token: string, body: Record<string, string>) =>
    post('/api/dashboard-v3/auth/password/change', body, bearer(token));

  it('refuses a wrong current password with the spec text', async () => {
    const { access_token } = await signIn(t.app, 'operator@penstock.demo');
    const res = await change(access_token, { password: 'not-my-password', new_password: 'Changed-Pass-42!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: ERROR_TEXTS.wrongPassword });
  });

  it('refuses weak new passwords and needs authentication', async () => {
    const { access_token } = await signIn(t.app, 'operator@penstock.demo');
    expect((await change(access_token, { password: 'Penstock-demo-2026!', new_password: 'weak' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await post('/api/dashboard-v3/auth/password/change', {
          password: 'Penstock-demo-2026!',
          new_password: 'Changed-Pass-42!',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('changes the password and ends every session of the user', async () => {
    const a = await signIn(t.app, 'operator@penstock.demo');
    const b = await signIn(t.app, 'operator@penstock.demo');
    const res = await change(a.access_token, { password: 'Penstock-demo-2026!', new_password: 'Changed-Pass-42!' });
    expect(res.statusCode).toBe(200);
    for (const s of [a, b])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/auth', headers: bearer(s.access_token) })).statusCode,
      ).toBe(401);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard-v3/auth/token',
      headers: basic('operator@penstock.demo', 'Penstock-demo-2026!'),
    });
    expect(old.statusCode).toBe(401);
    await expect(signIn(t.app, 'operator@penstock.demo', 'Changed-Pass-42!')).resolves.toHaveProperty('access_token');
  });
});
