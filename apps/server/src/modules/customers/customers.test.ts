import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { injectAs, jsonOf } from '../../testing/injectAs.js';
import { signedInTestApp } from '../../testing/signedInTestApp.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
const URL = '/api/dashboard-v3/customers';

beforeAll(async () => ({ t, admin, operator } = await signedInTestApp()));
afterAll(() => t?.close());
/** As the admin unless other headers are given. */
const req = injectAs(
  () => t,
  () => admin,
);
const patch = (id: string, payload: object) => req('PATCH', `${URL}/${id}`, payload);

describe('customers (editCustomers)', () => {
  it('only admins list, add and change customers', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: operator })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: URL, headers: operator, payload: { name: 'X' } })).statusCode,
    ).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: URL, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        name: 'Demo Hydro',
        currency: 'EUR',
        timezone: 'Europe/Vienna',
        portfolios: 4,
        version: 1,
      }),
    ]);
  });

  it('adds with defaults, validates, refuses a taken name, and patches only what it names with history', async () => {
    const created = await req('POST', URL, {
      name: '  Nordkraft AS ',
      contact_email: 'Ops@Nordkraft.example',
      currency: 'NOK',
      timezone: 'Europe/Oslo',
    });
    const c = jsonOf(created, 201);
    expect(c).toMatchObject({
      name: 'Nordkraft AS',
      contact_email: 'ops@nordkraft.example',
      contact_name: null,
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      notes: '',
      portfolios: 0,
      version: 1,
      updated_by: 'admin@penstock.demo',
    });

    for (const bad of [
      { name: '' },
      { name: 'Y', currency: 'XYZ' },
      { name: 'Y', timezone: 'Mars/Olympus' },
      { name: 'Y', contact_email: 'not-mail' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: URL, headers: admin, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const taken = await t.app.inject({ method: 'POST', url: URL, headers: admin, payload: { name: 'Nordkraft AS' } });
    expect(taken.statusCode).toBe(409);
    // the field is named, so the form shows it under Name
    expect(taken.json()).toEqual({
      detail: 'A customer named "Nordkraft AS" exists already',
      errors: [{ path: 'name', message: 'Already taken' }],
    });

    const patched = await patch(c.id, { contact_name: 'Kari Nord', version: 1 });
    expect(jsonOf(patched, 200)).toMatchObject({
      contact_name: 'Kari Nord',
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      version: 2,
    });
    const stale = await patch(c.id, { notes: 'x', version: 1 });
    expect(jsonOf(stale, 409)).toMatchObject({ changed_by: 'admin@penstock.demo', version: 2 });
    expect((await patch('00000000-0000-4000-8000-000000000000', { notes: 'x' })).statusCode).toBe(404);

    const history = (await t.app.inject({ method: 'GET', url: `${URL}/${c.id}/history`, headers: admin })).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual({ contact_name: { from: null, to: 'Kari Nord' } });
  });
});
