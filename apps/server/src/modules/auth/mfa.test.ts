import { describe, expect, it } from 'vitest';
import { MFA_CODE_TTL_S, mfaChallengeSchema } from '@penstock/domain';
import { decodeJwt } from 'jose';
import type { ReceivedMail } from '../../../../../test/smtp.js';
import { mailAppOfFile } from '../../testing/mailAppOfFile.js';
import { basic, bearer } from '../../testing/signIn.js';
import { DEMO_PASSWORD } from '../../seed/seedDemo.js';
import { MFA_CODE_INVALID, MFA_MAIL_SUBJECT } from './auth.service.js';

const file = mailAppOfFile();

const EMAIL = 'mfa@penstock.demo';
const seen = new Set<ReceivedMail>();

/** Signs in with the password and reads the code from the next unseen code mail. */
async function challenge() {
  const res = await file.t.app.inject({
    method: 'GET',
    url: '/api/dashboard-v3/auth/token',
    headers: basic(EMAIL, DEMO_PASSWORD),
  });
  expect(res.statusCode).toBe(200);
  const body = mfaChallengeSchema.parse(res.json());
  return { ...body, code: await nextCode() };
}

async function nextCode(): Promise<string> {
  const mail = await file.smtp.waitFor((m) => !seen.has(m) && m.to.includes(EMAIL) && m.subject === MFA_MAIL_SUBJECT);
  seen.add(mail);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const verify = (payload: Record<string, unknown>) =>
  file.t.app.inject({ method: 'POST', url: '/api/dashboard-v3/auth/multi_factor', payload });
const resend = (username: string, mfaSecret: string) =>
  file.t.app.inject({
    method: 'GET',
    url: '/api/dashboard-v3/auth/multi_factor/resend_token',
    query: { username, mfaSecret },
  });

describe('two-factor sign-in', () => {
  it('answers a challenge instead of tokens and mails a 6-digit code valid 5 minutes', async () => {
    const before = Date.now();
    const c = await challenge();
    const validUntil = Date.parse(c.valid_until);
    expect(validUntil - before).toBeGreaterThan((MFA_CODE_TTL_S - 5) * 1000);
    expect(validUntil - before).toBeLessThanOrEqual((MFA_CODE_TTL_S + 5) * 1000);
    const mail = [...seen].at(-1)!;
    expect(mail.subject).toBe('Your Penstock sign-in code');
    expect(mail.text).toContain(c.code);
  });

  it('exchanges the right code for fresh tokens', async () => {
    const c = await challenge();
    const res = await verify({ code: ` ${c.code} `, username: EMAIL, mfaSecret: c.mfa_secret });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: EMAIL, fresh: true, default_portfolio: 'pumped' });
    const me = await file.t.app.inject({
      method: 'GET',
      url: '/api/dashboard-v3/me',
      headers: bearer(tokens.access_token),
    });
    expect(me.json()).toEqual({ name: 'Mia Factor', email_address: EMAIL });
  });

  it('refuses a wrong code with 401 and a detail about the code', async () => {
    const c = await challenge();
    const wrong = c.code === '000000' ? '111111' : '000000';
    const res = await verify({ code: wrong, username: EMAIL, mfaSecret: c.mfa_secret });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(MFA_CODE_INVALID);
    expect(res.json().detail).toMatch(/code is invalid or has expired/);
    // The right code still works after one wrong try.
    expect((await verify({ code: c.code, username: EMAIL, mfaSecret: c.mfa_secret })).statusCode).toBe(200);
  });

  it('refuses a reused code', async () => {
    const c = await challenge();
    expect((await verify({ code: c.code, username: EMAIL, mfaSecret: c.mfa_secret })).statusCode).toBe(200);
    expect((await verify({ code: c.code, username: EMAIL, mfaSecret: c.mfa_secret })).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const c = await challenge();
    file.t.clock.advance((MFA_CODE_TTL_S + 1) * 1000);
    try {
      const res = await verify({ code: c.code, username: EMAIL, mfaSecret: c.mfa_secret });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(MFA_CODE_INVALID);
    } finally {
      file.t.clock.advance(-(MFA_CODE_TTL_S + 1) * 1000);
    }
  });

  it('refuses the code with another user name or secret', async () => {
    const c = await challenge();
    expect(
      (await verify({ code: c.code, username: 'operator@penstock.demo', mfaSecret: c.mfa_secret })).statusCode,
    ).toBe(401);
    expect((await verify({ code: c.code, username: EMAIL, mfaSecret: 'x' + c.mfa_secret })).statusCode).toBe(401);
  });

  it('voids the challenge after 5 wrong codes', async () => {
    const c = await challenge();
    const wrong = c.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await verify({ code: wrong, username: EMAIL, mfaSecret: c.mfa_secret })).statusCode).toBe(401);
    expect((await verify({ code: c.code, username: EMAIL, mfaSecret: c.mfa_secret })).statusCode).toBe(401);
  });

  it('validates the body (6 characters)', async () => {
    const res = await verify({ code: '123', username: EMAIL, mfaSecret: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errors: [{ path: 'code' }] });
  });
});

describe('resend', () => {
  it('answers a new secret and code; the old code and secret stop working', async () => {
    const c = await challenge();
    const res = await resend(EMAIL, c.mfa_secret);
    expect(res.statusCode).toBe(200);
    const next = mfaChallengeSchema.parse(res.json());
    expect(next.mfa_secret).not.toBe(c.mfa_secret);
    const newCode = await nextCode();
    expect((await verify({ code: c.code, username: EMAIL, mfaSecret: c.mfa_secret })).statusCode).toBe(401);
    if (newCode !== c.code)
      expect((await verify({ code: c.code, username: EMAIL, mfaSecret: next.mfa_secret })).statusCode).toBe(401);
    expect((await resend(EMAIL, c.mfa_secret)).statusCode).toBe(401);
    expect((await verify({ code: newCode, username: EMAIL, mfaSecret: next.mfa_secret })).statusCode).toBe(200);
  });

  it('works after the code expired, refuses unknown secrets and missing parameters', async () => {
    const c = await challenge();
    file.t.clock.advance((MFA_CODE_TTL_S + 1) * 1000);
    try {
      expect((await resend(EMAIL, c.mfa_secret)).statusCode).toBe(200);
      await nextCode();
    } finally {
      file.t.clock.advance(-(MFA_CODE_TTL_S + 1) * 1000);
    }
    expect((await resend(EMAIL, 'unknown')).statusCode).toBe(401);
    expect(
      (await file.t.app.inject({ method: 'GET', url: '/api/dashboard-v3/auth/multi_factor/resend_token' })).statusCode,
    ).toBe(400);
  });
});
