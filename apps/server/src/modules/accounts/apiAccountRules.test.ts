// Issue 20, defects 4 and 5: an API service account belongs to exactly one portfolio (a database
// constraint), and has no password flows: only rotation changes its secret.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mailAppOfFile } from '../../testing/mailAppOfFile.js';
import { basic, bearer } from '../../testing/signIn.js';
import { API_ACCOUNT_HAS_NO_PASSWORD, RESET_MAIL_SUBJECT } from '../auth/password.service.js';
import { sha256 } from '../auth/secrets.js';

const API = '/api/dashboard-v3';
const file = mailAppOfFile();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = file.admin, payload?: object) =>
  file.t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
async function createApiAccount(name: string): Promise<{ id: string; username: string; secret: string }> {
  const res = await call('POST', '/account/api-service-account', file.admin, { portfolio_id: 'alpine', name });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const signsIn = async (username: string, secret: string) =>
  (await file.t.app.inject({ method: 'GET', url: `${API}/auth/token`, headers: basic(username, secret) })).statusCode;
const historyOf = async (id: string) => (await call('GET', `/account/${id}/history`)).json() as unknown[];

describe('an API service account has no password flows', () => {
  it('cannot choose its own secret: password change is 403, the secret and the history stay', async () => {
    const account = await createApiAccount('Chooser');
    const tokens = (
      await file.t.app.inject({
        method: 'GET',
        url: `${API}/auth/token`,
        headers: basic(account.username, account.secret),
      })
    ).json();
    const entries = (await historyOf(account.id)).length;
    const res = await call('POST', '/auth/password/change', bearer(tokens.access_token), {
      password: account.secret,
      new_password: 'My-Own-Secret-2026!',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(API_ACCOUNT_HAS_NO_PASSWORD);
    expect(await signsIn(account.username, 'My-Own-Secret-2026!')).toBe(401);
    expect(await signsIn(account.username, account.secret)).toBe(200);
    expect(await historyOf(account.id)).toHaveLength(entries);
  });

  it('gets no reset link (the answer is the same as for anyone), and an old link does not set its secret', async () => {
    const account = await createApiAccount('Forgetful');
    const forgot = (email: string) => call('POST', '/auth/password/forgot', {}, { email });
    const answer = await forgot(account.username);
    expect(answer.statusCode).toBe(200);
    expect((await forgot('operator@penstock.demo')).json()).toEqual(answer.json());
    // the user's mail is prepared after the API account's lookup, which made nothing
    await file.smtp.waitFor((m) => m.to.includes('operator@penstock.demo') && m.subject === RESET_MAIL_SUBJECT);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from password_reset where account_id = ${account.id}`.execute(file.t.db);
    expect(rows[0].n).toBe(0);
    expect(file.smtp.messages.some((m) => m.to.includes(account.username))).toBe(false);

    // a link made before issue 20 does not work
    const now = file.t.clock.now();
    await file.t.db
      .insertInto('password_reset')
      .values({
        account_id: account.id,
        token_hash: sha256('old-link-token'),
        expires_at: new Date(now.getTime() + 3_600_000),
        created_at: now,
      })
      .execute();
    const set = await call(
      'POST',
      '/auth/password/set',
      {},
      {
        email: account.username,
        reset_token: 'old-link-token',
        new_password: 'My-Own-Secret-2026!',
      },
    );
    expect(set.statusCode).toBe(400);
    expect(await signsIn(account.username, account.secret)).toBe(200);
  });

  it('rotation still replaces the secret', async () => {
    const account = await createApiAccount('Rotated');
    const rotated = (await call('POST', `/account/api-service-account/${account.id}/rotate`)).json();
    expect(await signsIn(account.username, account.secret)).toBe(401);
    expect(await signsIn(account.username, rotated.secret)).toBe(200);
  });
});

describe('an API service account belongs to exactly one portfolio', () => {
  it('two links at the same moment: one wins, the other is 409, and one link remains', async () => {
    const account = await createApiAccount('Double click');
    expect((await call('DELETE', `/portfolio/alpine/account/${account.id}`)).statusCode).toBe(200);
    const answers = await Promise.all(
      ['pumped', 'river', 'sandbox', 'alpine'].map((p) =>
        call('POST', `/portfolio/${p}/account/${account.id}`, file.admin, { can_write: false }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const links = await file.t.db
      .selectFrom('account_portfolio')
      .select('portfolio_id')
      .where('account_id', '=', account.id)
      .execute();
    expect(links).toHaveLength(1);
  });

  it('is a database constraint: a second link written past the service is refused', async () => {
    const account = await createApiAccount('Constraint');
    await expect(
      file.t.db.insertInto('account_portfolio').values({ account_id: account.id, portfolio_id: 'river' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    // a user may have many
    const operator = await file.t.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'operator@penstock.demo')
      .executeTakeFirstOrThrow();
    await file.t.db
      .insertInto('account_portfolio')
      .values({ account_id: operator.id, portfolio_id: 'pumped' })
      .execute();
  });
});
