import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { createWorldTestApp } from '../../testing/createWorldTestApp.js';
import { basic, bearer, signIn } from '../../testing/signIn.js';

let t: TestApp;
let admin: Record<string, string>;
const API = '/api/dashboard-v3';
const H = 3_600_000;

beforeAll(async () => {
  t = await createWorldTestApp();
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

describe('API service accounts write under their own name', () => {
  it("a plan override made with an account's secret names the account (override_by); a read-only account is refused", async () => {
    const writer = (
      await call('POST', '/account/api-service-account', admin, {
        portfolio_id: 'alpine',
        name: 'Dispatch',
        can_write: true,
      })
    ).json();
    const reader = (
      await call('POST', '/account/api-service-account', admin, { portfolio_id: 'alpine', name: 'Reporting' })
    ).json();
    const sessionOf = async (a: { username: string; secret: string }) =>
      bearer(
        (await t.app.inject({ method: 'GET', url: `${API}/auth/token`, headers: basic(a.username, a.secret) })).json()
          .access_token,
      );
    const [w, r] = [await sessionOf(writer), await sessionOf(reader)];

    const ts = Math.floor(t.app.clock.now().getTime() / H) * H + 5 * H;
    const info = `/portfolio/alpine/plant/hochalm/with-override-info?kind=plan&start-ts=${ts}&end-ts=${ts + H}&component=hochalm.m1&quantity=power`;
    const before = (await call('GET', info, w)).json().frames[0];
    const previous = before?.time[0] === ts ? before.values[0] : null;
    const cells = [{ component_id: 'hochalm.m1', quantity: 'power', ts, value: 12.5, expected_previous: previous }];
    expect((await call('POST', '/portfolio/alpine/plant/hochalm/overrides?kind=plan', r, { cells })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/portfolio/alpine/plant/hochalm/overrides?kind=plan', w, { cells })).statusCode).toBe(
      200,
    );
    expect((await call('GET', info, admin)).json().frames[0]).toMatchObject({
      override: [12.5],
      override_by: [writer.username],
    });
  });
});
