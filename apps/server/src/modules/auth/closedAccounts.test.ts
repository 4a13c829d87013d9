// Issue 20, defect 1: a disabled account, or an API account whose secret was rotated (a user whose
// password changed), gets no working session, whichever way the session was opened or kept alive.
import { mfaChallengeSchema, type TokenPair } from '@penstock/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mailAppOfFile } from '../../testing/mailAppOfFile.js';
import { basic, bearer, signIn } from '../../testing/signIn.js';
import { DEMO_PASSWORD } from '../../seed/seedDemo.js';
import { MFA_MAIL_SUBJECT } from './auth.service.js';

const API = '/api/dashboard-v3';
const file = mailAppOfFile();

const token = (username: string, password: string) =>
  file.t.app.inject({ method: 'GET', url: `${API}/auth/token`, headers: basic(username, password) });
const setDisabled = (email: string, disabled: boolean) =>
  file.t.app.inject({ method: 'PUT', url: `${API}/account/${email}`, headers: file.admin, payload: { disabled } });
const refresh = (pair: TokenPair) =>
  file.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    headers: bearer(pair.refresh_token),
    payload: { access_token: pair.access_token },
  });
/** Whether the pair still opens anything: its access token, or a refresh with it. */
async function works(pair: TokenPair): Promise<{ access: number; refresh: number }> {
  const access = await file.t.app.inject({ method: 'GET', url: '/api/v1/auth', headers: bearer(pair.access_token) });
  return { access: access.statusCode, refresh: (await refresh(pair)).statusCode };
}
const DEAD = { access: 401, refresh: 401 };

async function createUser(email: string): Promise<void> {
  expect(
    (
      await file.t.app.inject({
        method: 'POST',
        url: `${API}/account`,
        headers: file.admin,
        payload: { email, full_name: email },
      })
    ).statusCode,
  ).toBe(201);
  // a known password, as the invitation link would set it
  const { hashPassword } = await import('./passwords.js');
  await file.t.db
    .updateTable('account')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('email', '=', email)
    .execute();
}
async function createApiAccount(name: string): Promise<{ id: string; username: string; secret: string }> {
  const res = await file.t.app.inject({
    method: 'POST',
    url: `${API}/account/api-service-account`,
    headers: file.admin,
    payload: { portfolio_id: 'alpine', name },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/**
 * Runs `between` while a password sign-in of `email` has checked the password but not yet opened its
 * session: the test holds a lock on a login-failure row of the e-mail, which the sign-in deletes after
 * a right password (clearFailures) and before it opens the session. Answers the sign-in's response.
 */
async function signInInterruptedBy(email: string, password: string, between: () => Promise<void>) {
  await file.t.db.insertInto('login_failure').values({ email, created_at: file.t.clock.now() }).execute();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = file.t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('login_failure').select('email').where('email', '=', email).forUpdate().execute();
    locked();
    await released;
  });
  await isLocked;
  const pending = token(email, password);
  // the sign-in waits on the held row: its password was checked against the row as it was
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and query like 'delete from "login_failure"%'`.execute(file.t.db);
    if (rows[0].n > 0) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  try {
    await between();
  } finally {
    release();
    await holder;
  }
  return pending;
}

describe('disabled accounts stay closed', () => {
  it('a two-factor sign-in started before the disable gets no tokens, and no new code', async () => {
    const email = 'mfa@penstock.demo';
    const res = await token(email, DEMO_PASSWORD);
    const challenge = mfaChallengeSchema.parse(res.json());
    const mail = await file.smtp.waitFor((m) => m.to.includes(email) && m.subject === MFA_MAIL_SUBJECT);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    expect((await setDisabled(email, true)).statusCode).toBe(200);
    try {
      const verify = await file.t.app.inject({
        method: 'POST',
        url: `${API}/auth/multi_factor`,
        payload: { username: email, mfaSecret: challenge.mfa_secret, code },
      });
      expect(verify.statusCode).toBe(401);
      const resend = await file.t.app.inject({
        method: 'GET',
        url: `${API}/auth/multi_factor/resend_token`,
        query: { username: email, mfaSecret: challenge.mfa_secret },
      });
      expect(resend.statusCode).toBe(401);
    } finally {
      expect((await setDisabled(email, false)).statusCode).toBe(200);
    }
  });

  it('a two-factor code asked for before a password change does not sign in', async () => {
    const email = 'mfa@penstock.demo';
    const challenge = mfaChallengeSchema.parse((await token(email, DEMO_PASSWORD)).json());
    await file.t.db
      .updateTable('account')
      .set({ password_changed_at: new Date(file.t.clock.now().getTime() + 1000) })
      .where('email', '=', email)
      .execute();
    const resend = await file.t.app.inject({
      method: 'GET',
      url: `${API}/auth/multi_factor/resend_token`,
      query: { username: email, mfaSecret: challenge.mfa_secret },
    });
    expect(resend.statusCode).toBe(401);
  });

  it('a session the disable did not end (opened in between) works neither by access token nor by refresh', async () => {
    const email = 'between@example.com';
    await createUser(email);
    const pair = await signIn(file.t.app, email);
    // the state a lost race leaves: the account disabled, this session never revoked
    await file.t.db
      .updateTable('account')
      .set({ disabled_at: file.t.clock.now() })
      .where('email', '=', email)
      .execute();
    expect(await works(pair)).toEqual(DEAD);
  });

  it('a sign-in whose password was checked just before the disable gets no working session', async () => {
    const email = 'racer@example.com';
    await createUser(email);
    const res = await signInInterruptedBy(email, DEMO_PASSWORD, async () => {
      expect((await setDisabled(email, true)).statusCode).toBe(200);
    });
    if (res.statusCode === 200) expect(await works(res.json())).toEqual(DEAD);
    else expect(res.statusCode).toBe(401);
  });

  it('20 parallel sign-ins racing one disable leave no working session once the disable answered', async () => {
    const email = 'crowd@example.com';
    await createUser(email);
    // staggered a few ms apart; the disable goes out as soon as the first sign-in has its tokens, so
    // sign-ins finish before it, wait on it, and come after it
    let firstAnswered!: () => void;
    const first = new Promise<void>((resolve) => (firstAnswered = resolve));
    const signIns = Array.from({ length: 20 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 5));
      const res = await token(email, DEMO_PASSWORD);
      if (res.statusCode === 200) firstAnswered();
      return res;
    });
    await first;
    expect((await setDisabled(email, true)).statusCode).toBe(200);
    const answers = await Promise.all(signIns);
    // 401 after the disable; 429 when more than the lockout's limit of attempts were in flight at once
    for (const a of answers) expect([200, 401, 429]).toContain(a.statusCode);
    const pairs = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as TokenPair);
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(await works(pair)).toEqual(DEAD);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from auth_session s join account a on a.id = s.account_id
      where a.email = ${email} and s.revoked_at is null`.execute(file.t.db);
    expect(rows[0].n).toBe(0);
  });
});

describe('a rotated secret or a changed password ends what was opened before', () => {
  it('an API sign-in with the old secret checked just before the rotation gets no working session', async () => {
    const account = await createApiAccount('Racing rotation');
    let rotated: { secret: string } | undefined;
    const res = await signInInterruptedBy(account.username, account.secret, async () => {
      const r = await file.t.app.inject({
        method: 'POST',
        url: `${API}/account/api-service-account/${account.id}/rotate`,
        headers: file.admin,
      });
      expect(r.statusCode).toBe(200);
      rotated = r.json();
    });
    if (res.statusCode === 200) expect(await works(res.json())).toEqual(DEAD);
    else expect(res.statusCode).toBe(401);
    // the new secret signs in, the old one does not
    expect((await token(account.username, account.secret)).statusCode).toBe(401);
    expect((await token(account.username, rotated!.secret)).statusCode).toBe(200);
  });

  it('a session opened before the rotation (or a password change) that was not revoked stops working', async () => {
    const account = await createApiAccount('Missed by rotation');
    const pair = (await token(account.username, account.secret)).json() as TokenPair;
    expect((await works(pair)).access).toBe(200);
    const later = new Date(file.t.clock.now().getTime() + 1000);
    await file.t.db.updateTable('account').set({ secret_rotated_at: later }).where('id', '=', account.id).execute();
    const fresh = (await token(account.username, account.secret)).json() as TokenPair;
    expect(await works(pair)).toEqual(DEAD);

    const email = 'changed@example.com';
    await createUser(email);
    const user = await signIn(file.t.app, email);
    await file.t.db
      .updateTable('account')
      .set({ password_changed_at: new Date(file.t.clock.now().getTime() + 1000) })
      .where('email', '=', email)
      .execute();
    expect(await works(user)).toEqual(DEAD);
    // a sign-in after the change works even when the change's time is ahead of this process's clock
    expect(await works(fresh)).toEqual({ access: 200, refresh: 200 });
    expect((await works(await signIn(file.t.app, email))).access).toBe(200);
  });

  it('a password change by the user ends the sessions opened before it, and sets password_changed_at', async () => {
    const email = 'changer@example.com';
    await createUser(email);
    const before = await signIn(file.t.app, email);
    const change = await file.t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/change`,
      headers: bearer(before.access_token),
      payload: { password: DEMO_PASSWORD, new_password: 'Another-Password-2026!' },
    });
    expect(change.statusCode).toBe(200);
    expect(await works(before)).toEqual(DEAD);
    const row = await file.t.db
      .selectFrom('account')
      .select('password_changed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_changed_at).toBeInstanceOf(Date);
    expect((await works(await signIn(file.t.app, email, 'Another-Password-2026!'))).access).toBe(200);
  });
});
