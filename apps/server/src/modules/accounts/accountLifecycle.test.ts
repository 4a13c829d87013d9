import { describe, expect, it } from 'vitest';
import { mailAppOfFile } from '../../testing/mailAppOfFile.js';
import { bearer, signIn } from '../../testing/signIn.js';

const API = '/api/dashboard-v3';
const DAY = 24 * 3600_000;
const file = mailAppOfFile();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = file.admin, payload?: object) =>
  file.t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
const accountOf = async (email: string) =>
  (await call('GET', '/account')).json().find((a: { email: string }) => a.email === email);
type Entry = { changed_by: string; changes: Record<string, { from: unknown; to: unknown }> };
const history = async (email: string): Promise<Entry[]> =>
  (await call('GET', `/account/${(await accountOf(email)).id}/history`)).json();

describe('account lifecycle (issue 27 item 7)', () => {
  it('an invited user is pending until the link expires, and active once they set a password (kept in history)', async () => {
    const before = file.t.clock.now().getTime();
    expect(
      (await call('POST', '/account', file.admin, { email: 'ola@fjord.example', full_name: 'Ola Fjord' })).statusCode,
    ).toBe(201);
    const pending = await accountOf('ola@fjord.example');
    expect(pending.invited_until).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(pending.invited_until).toBeLessThan(before + 7 * DAY + 60_000);
    // the invitation is in the account's history, by the file.admin who sent it
    expect((await history('ola@fjord.example'))[0]).toMatchObject({
      changed_by: 'admin@penstock.demo',
      changes: { invited_until: { from: null } },
    });

    const mail = await file.smtp.waitFor((m) => m.to.includes('ola@fjord.example'));
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const set = await file.t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/set`,
      payload: {
        email: 'ola@fjord.example',
        reset_token: link.searchParams.get('reset_token'),
        new_password: 'Fjord-Password-2026!',
      },
    });
    expect(set.statusCode).toBeLessThan(300);
    expect((await accountOf('ola@fjord.example')).invited_until).toBeNull();
    const [latest] = await history('ola@fjord.example');
    expect(latest.changed_by).toBe('ola@fjord.example');
    expect(latest.changes.password_hash).toEqual({ from: '[secret]', to: '[secret]' });
    expect(latest.changes.invited_until.to).toBeNull();
    expect(latest.changes.password_changed_at.from).toBeNull();

    // sending the invitation again to someone with a password does not make them pending
    expect((await call('POST', '/account/ola@fjord.example/invitation')).statusCode).toBe(200);
    expect((await accountOf('ola@fjord.example')).invited_until).toBeNull();
  });

  it("a user's own password change is in their account history", async () => {
    expect(await accountOf('operator@penstock.demo')).toMatchObject({ invited_until: null });
    const { access_token } = await signIn(file.t.app, 'operator@penstock.demo');
    const changed = await file.t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/change`,
      headers: bearer(access_token),
      payload: { password: 'Penstock-demo-2026!', new_password: 'Changed-Pass-42!' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    const [latest] = await history('operator@penstock.demo');
    expect(latest.changed_by).toBe('operator@penstock.demo');
    expect(Object.keys(latest.changes).sort()).toEqual(['password_changed_at', 'password_hash']);
  });
});
