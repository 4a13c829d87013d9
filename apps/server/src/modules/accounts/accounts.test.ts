import { describe, expect, it } from 'vitest';
import { mailAppOfFile } from '../../testing/mailAppOfFile.js';
import { basic, bearer } from '../../testing/signIn.js';
import { jsonOf } from '../../testing/injectAs.js';

const API = '/api/dashboard-v3';
const NEW_PASSWORD = 'Fresh-Password-2026!';
const file = mailAppOfFile();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = file.admin,
  payload?: object,
) => file.t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
const token = async (username: string, password: string) =>
  file.t.app.inject({ method: 'GET', url: `${API}/auth/token`, headers: basic(username, password) });

describe('users (manageUsers)', () => {
  it('only admins manage accounts; others see only themselves', async () => {
    expect((await call('POST', '/account', file.operator, { email: 'x@example.com', full_name: 'X' })).statusCode).toBe(
      403,
    );
    const mine = await call('GET', '/account', file.operator);
    expect(mine.json().map((a: { email: string }) => a.email)).toEqual(['operator@penstock.demo']);
    const all = await call('GET', '/account');
    expect(all.json().length).toBe(4);
    const mineLinks = (await call('GET', '/account/portfolio', file.operator)).json();
    expect(mineLinks.map((p: { id: string }) => p.id).sort()).toEqual(['alpine', 'river']);
  });

  it('an invited user sets a password from the mail, signs in and reaches exactly their portfolio; changes apply at once', async () => {
    const created = await call('POST', '/account', file.admin, {
      email: 'Kari@Nordkraft.example',
      full_name: 'Kari Nord',
    });
    const kari = jsonOf(created, 201);
    expect(kari).toMatchObject({
      email: 'kari@nordkraft.example',
      kind: 'user',
      is_admin: false,
      disabled: false,
      portfolios: 0,
    });
    const taken = await call('POST', '/account', file.admin, { email: 'kari@nordkraft.example', full_name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'An account for kari@nordkraft.example exists already',
      errors: [{ path: 'email', message: 'Already taken' }],
    });

    const mail = await file.smtp.waitFor((m) => m.to.includes('kari@nordkraft.example'));
    expect(mail.subject).toBe('You are invited to Penstock');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/en/reset-password');
    // before the password is set nothing signs in
    expect((await token('kari@nordkraft.example', NEW_PASSWORD)).statusCode).toBe(401);
    const set = await file.t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/set`,
      payload: {
        email: link.searchParams.get('email'),
        reset_token: link.searchParams.get('reset_token'),
        new_password: NEW_PASSWORD,
      },
    });
    expect(set.statusCode).toBeLessThan(300);

    expect(
      (await call('POST', `/portfolio/pumped/account/${kari.id}`, file.admin, { can_write: false })).statusCode,
    ).toBe(201);
    expect((await call('PUT', `/portfolio/pumped/account/${kari.id}/default`)).statusCode).toBe(200);
    const pair = (await token('kari@nordkraft.example', NEW_PASSWORD)).json();
    const k = bearer(pair.access_token);
    expect((await call('GET', '/portfolio', k)).json().map((p: { id: string }) => p.id)).toEqual(['pumped']);
    expect((await call('GET', '/portfolio/alpine/plant', k)).statusCode).toBe(404);
    expect((await call('GET', `/account/${kari.id}/portfolio`)).json()).toEqual([
      { id: 'pumped', display_name: 'Pumped Storage', can_write: false, is_default: true },
    ]);
    expect(
      (
        await call('PUT', `/account/kari@nordkraft.example/portfolio/pumped/write-permission`, file.admin, {
          can_write: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', '/portfolio', k)).json()[0].can_write).toBe(true);
    expect((await call('GET', `/account/${kari.id}/permission`)).json()).toEqual({
      permissions: [],
      plan_tier: 'basic',
      is_admin: false,
    });

    // the link removed: the next request is a 404
    expect((await call('DELETE', `/portfolio/pumped/account/${kari.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/portfolio/pumped/plant', k)).statusCode).toBe(404);

    // disabled: the session ends at once and sign-in is refused
    const disabled = await call('PUT', '/account/kari@nordkraft.example', file.admin, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await call('GET', '/portfolio', k)).statusCode).toBe(401);
    expect((await token('kari@nordkraft.example', NEW_PASSWORD)).statusCode).toBe(401);
    await call('PUT', '/account/kari@nordkraft.example', file.admin, { disabled: false, full_name: 'Kari Nordmann' });
    expect((await token('kari@nordkraft.example', NEW_PASSWORD)).statusCode).toBe(200);

    const history = (await call('GET', `/account/${kari.id}/history`)).json();
    expect(history[0].changes).toMatchObject({
      full_name: { from: 'Kari Nord', to: 'Kari Nordmann' },
      disabled_at: { to: null },
    });
    expect(JSON.stringify(history)).not.toMatch(/argon2/);

    expect((await call('DELETE', '/account/kari@nordkraft.example')).statusCode).toBe(200);
    expect((await token('kari@nordkraft.example', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('keeps every portfolio link change in the account history with who and when (link, write permission, default, unlink)', async () => {
    const ola = (
      await call('POST', '/account', file.admin, { email: 'ola@nordkraft.example', full_name: 'Ola Nord' })
    ).json();
    expect(
      (await call('POST', `/portfolio/river/account/${ola.id}`, file.admin, { can_write: false })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/portfolio/pumped/account/${ola.id}`, file.admin, { can_write: false })).statusCode,
    ).toBe(201);
    expect(
      (
        await call('PUT', `/account/ola@nordkraft.example/portfolio/river/write-permission`, file.admin, {
          can_write: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/portfolio/river/account/${ola.id}/default`)).statusCode).toBe(200);
    expect((await call('PUT', `/portfolio/pumped/account/${ola.id}/default`)).statusCode).toBe(200);
    expect((await call('DELETE', `/portfolio/river/account/${ola.id}`)).statusCode).toBe(200);
    // a request that changes nothing is not a change; a refused one leaves no trace
    expect(
      (await call('POST', `/portfolio/pumped/account/${ola.id}`, file.admin, { can_write: false })).statusCode,
    ).toBe(201);
    expect((await call('DELETE', `/portfolio/river/account/${ola.id}`)).statusCode).toBe(404);
    const history = (await call('GET', `/account/${ola.id}/history`)).json() as {
      changes: object;
      changed_by: string;
      action: string;
    }[];
    expect(history.map((h) => h.changes)).toEqual([
      { 'portfolio river': { from: 'write', to: null } },
      {
        'portfolio river': { from: 'write, default', to: 'write' },
        'portfolio pumped': { from: 'read', to: 'read, default' },
      },
      { 'portfolio river': { from: 'write', to: 'write, default' } },
      { 'portfolio river': { from: 'read', to: 'write' } },
      { 'portfolio pumped': { from: null, to: 'read' } },
      { 'portfolio river': { from: null, to: 'read' } },
      { invited_until: { from: null, to: expect.any(String) } }, // the invitation mailed (pending until then)
      expect.objectContaining({ email: { from: null, to: 'ola@nordkraft.example' } }),
    ]);
    expect(history.slice(0, 6).every((h) => h.changed_by === 'admin@penstock.demo' && h.action === 'update')).toBe(
      true,
    );
  });

  it('shows and lifts the sign-in lockout; an admin cannot lock themselves out', async () => {
    for (let i = 0; i < 5; i++) await token('newcomer@penstock.demo', 'wrong-password');
    const locked = (await call('GET', '/account'))
      .json()
      .find((a: { email: string }) => a.email === 'newcomer@penstock.demo');
    expect(locked.locked_until).toBeGreaterThan(Date.now());
    expect((await token('newcomer@penstock.demo', 'Penstock-demo-2026!')).statusCode).toBe(429);
    expect(
      (await call('PUT', '/account/newcomer@penstock.demo', file.admin, { unlock: true })).json().locked_until,
    ).toBeNull();
    expect((await token('newcomer@penstock.demo', 'Penstock-demo-2026!')).statusCode).toBe(200);
    expect((await call('PUT', '/account/admin@penstock.demo', file.admin, { disabled: true })).statusCode).toBe(403);
    expect((await call('PUT', '/account/nobody@example.com', file.admin, { full_name: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', '/account/operator@penstock.demo', file.admin, { full_name: '' })).statusCode).toBe(400);
  });
});

describe('API service accounts', () => {
  it('sign in with the secret, reach only their portfolio, no admin; rotation and disabling stop them at once', async () => {
    expect(
      (await call('POST', '/account/api-service-account', file.operator, { portfolio_id: 'alpine', name: 'SCADA' }))
        .statusCode,
    ).toBe(403);
    const created = await call('POST', '/account/api-service-account', file.admin, {
      portfolio_id: 'alpine',
      name: 'SCADA export',
      can_write: true,
    });
    expect(created.statusCode).toBe(201);
    const { id, username, secret } = created.json();
    expect(username).toMatch(/^scada-export\.[a-z0-9x]{6}@alpine\.api\.penstock$/);
    const stored = await file.t.db
      .selectFrom('account')
      .select(['password_hash', 'kind'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe('api');
    expect(stored.password_hash).not.toContain(secret);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const pair = (await token(username, secret)).json();
    expect(pair.access_token).toBeTruthy(); // no two-factor step
    const svc = bearer(pair.access_token);
    expect((await call('GET', '/portfolio', svc)).json().map((p: { id: string }) => p.id)).toEqual(['alpine']);
    expect((await call('GET', '/portfolio/alpine/plant', svc)).statusCode).toBe(200);
    for (const other of ['pumped', 'river', 'sandbox'])
      expect((await call('GET', `/portfolio/${other}/plant`, svc)).statusCode).toBe(404);
    expect((await call('GET', '/account/api-service-account', svc)).statusCode).toBe(403);
    expect((await call('POST', `/portfolio/pumped/account/${id}`, file.admin, {})).statusCode).toBe(409); // exactly one portfolio
    expect((await call('PUT', `/account/${username}`, file.admin, { is_admin: true })).statusCode).toBe(400);
    const listed = (await call('GET', '/account/api-service-account')).json();
    expect(listed).toEqual([
      expect.objectContaining({ email: username, portfolio_id: 'alpine', can_write: true, kind: 'api' }),
    ]);

    const rotated = await call('POST', `/account/api-service-account/${id}/rotate`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);
    expect((await call('GET', '/portfolio', svc)).statusCode).toBe(401); // its sessions ended
    expect((await token(username, secret)).statusCode).toBe(401); // the old secret
    const again = bearer((await token(username, rotated.json().secret)).json().access_token);
    expect((await call('GET', '/portfolio', again)).statusCode).toBe(200);
    const history = (await call('GET', `/account/${id}/history`)).json();
    expect(history[0].changes.password_hash).toEqual({ from: '[secret]', to: '[secret]' });
    expect(history[0].changed_by).toBe('admin@penstock.demo');

    expect((await call('PUT', `/account/${username}`, file.admin, { disabled: true })).statusCode).toBe(200);
    expect((await call('GET', '/portfolio', again)).statusCode).toBe(401);
    expect((await token(username, rotated.json().secret)).statusCode).toBe(401);
  });
});
