import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { jsonOf } from '../../testing/injectAs.js';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let customerId: string;
const API = '/api/dashboard-v3';

beforeAll(async () => {
  ({ t, admin, operator } = await signedInWorldApp());
  customerId = (await t.db.selectFrom('customer').select('id').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

describe('portfolios (managePortfolios)', () => {
  it('lists every portfolio with customer and counts, for admins only', async () => {
    expect((await inject('GET', '/portfolio/details', undefined, operator)).statusCode).toBe(403);
    const res = await inject('GET', '/portfolio/details');
    expect(res.statusCode).toBe(200);
    expect(res.json().find((p: { id: string }) => p.id === 'alpine')).toMatchObject({
      display_name: 'Alpine Storage',
      customer_name: 'Demo Hydro',
      plant_views: 1,
      accounts: 1,
    });
    expect(res.json().at(-1).display_name).toBeNull(); // unnamed last
  });

  it('adds a portfolio, refuses a taken id and bad input; a non-admin cannot', async () => {
    expect(
      (await inject('POST', '/portfolio', { id: 'nord', display_name: 'Nord', customer_id: customerId }, operator))
        .statusCode,
    ).toBe(403);
    const res = await inject('POST', '/portfolio', { id: 'nord', display_name: 'Nord', customer_id: customerId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: 'nord', display_name: 'Nord', plant_views: 0, accounts: 0, version: 1 });
    const taken = await inject('POST', '/portfolio', { id: 'nord', display_name: 'Again', customer_id: customerId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'A portfolio with the id "nord" exists already',
      errors: [{ path: 'id', message: 'Already taken' }],
    });
    expect(
      (await inject('POST', '/portfolio', { id: 'Bad Id!', display_name: null, customer_id: customerId })).statusCode,
    ).toBe(400);
    expect(
      (
        await inject('POST', '/portfolio', {
          id: 'x1',
          display_name: null,
          customer_id: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('assigns a plant with all components, makes a shadow view, renames, unassigns one and all', async () => {
    const plants = (await inject('GET', '/portfolio/nord/assignable-plant')).json();
    expect(plants.map((p: { id: string }) => p.id)).toContain('hochalm');
    const assigned = await inject('POST', '/portfolio/nord/plant-view', {
      physical_plant_id: 'hochalm',
      components: 'all',
    });
    expect(jsonOf(assigned, 201)).toMatchObject({
      id: 'hochalm-2',
      physical_plant_id: 'hochalm',
      hydro_bodies: expect.any(Number),
      control_units: expect.any(Number),
    });
    expect(assigned.json().control_units).toBeGreaterThan(0);
    const shadow = await inject('POST', '/portfolio/nord/plant-view', {
      physical_plant_id: 'hochalm',
      id: 'hochalm-shadow',
      name: 'Hochalm (shadow)',
      components: 'none',
    });
    expect(shadow.json()).toMatchObject({
      id: 'hochalm-shadow',
      name: 'Hochalm (shadow)',
      hydro_bodies: 0,
      control_units: 0,
    });
    expect(
      (await inject('POST', '/portfolio/nord/plant-view', { physical_plant_id: 'hochalm', id: 'hochalm-shadow' }))
        .statusCode,
    ).toBe(409);
    expect((await inject('POST', '/portfolio/nord/plant-view', { physical_plant_id: 'atlantis' })).statusCode).toBe(
      400,
    );

    const renamed = await inject('PUT', '/portfolio/nord/plant-view/hochalm-2', {
      name: 'Hochalm Nord',
      id: 'hochalm-2',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Hochalm Nord');
    expect(
      (await inject('PUT', '/portfolio/nord/plant-view/hochalm-2', { name: 'X', id: 'Other id' })).statusCode,
    ).toBe(400);
    expect(
      (await inject('PUT', '/portfolio/nord/plant-view/hochalm-2', { name: 'Y', id: 'hochalm-2', version: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await inject('PUT', '/portfolio/alpine/plant-view/hochalm-2', { name: 'Y', id: 'hochalm-2' })).statusCode,
    ).toBe(404);

    expect((await inject('DELETE', '/portfolio/nord/plant-view/hochalm-shadow')).statusCode).toBe(200);
    expect((await inject('GET', '/portfolio/nord/plant-view')).json().map((v: { id: string }) => v.id)).toEqual([
      'hochalm-2',
    ]);
    const history = (await inject('GET', '/portfolio/nord/plant-view/hochalm-shadow/history')).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['delete', 'create']);
    expect((await inject('DELETE', '/portfolio/nord/plant-view')).json()).toEqual({ removed: 1 });
  });

  it('deleting a portfolio in use is 409 unless confirmed; then its views and links go', async () => {
    const refused = await inject('DELETE', '/portfolio/alpine');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ plant_views: 1, accounts: 1 });
    expect((await inject('DELETE', '/portfolio/alpine?confirm=true', undefined, operator)).statusCode).toBe(403);
    const done = await inject('DELETE', '/portfolio/alpine?confirm=true');
    expect(done.statusCode).toBe(200);
    expect(done.json().detail).toBe('The portfolio was deleted successfully');
    // the operator's link went with it: their next request is a 404
    expect((await inject('GET', '/portfolio/alpine/plant', undefined, operator)).statusCode).toBe(404);
    expect((await inject('DELETE', '/portfolio/nord')).statusCode).toBe(200); // empty: no confirmation needed
    expect((await inject('DELETE', '/portfolio/nord')).statusCode).toBe(404);
    const history = (await inject('GET', '/portfolio/alpine/history')).json();
    expect(history[0]).toMatchObject({ action: 'delete', changed_by: 'admin@penstock.demo' });
  });

  it('lists by name case-insensitively with unnamed portfolios last, also as the links of a user (issue 27 item 16)', async () => {
    for (const [id, display_name] of [
      ['lower_a', 'aardvark'],
      ['unnamed_b', null],
      ['lower_z', 'zander'],
    ] as const)
      expect((await inject('POST', '/portfolio', { id, display_name, customer_id: customerId })).statusCode).toBe(201);
    const names = (await inject('GET', '/portfolio/details'))
      .json()
      .map((p: { display_name: string | null }) => p.display_name);
    const named = names.filter((n: string | null) => n !== null);
    expect(names.slice(named.length).every((n: string | null) => n === null)).toBe(true);
    expect(named[0]).toBe('aardvark'); // before "Alpine Storage", not after every capital
    expect(named.at(-1)).toBe('zander');
    const account = (await inject('GET', '/account'))
      .json()
      .find((a: { email: string }) => a.email === 'operator@penstock.demo');
    for (const id of ['lower_z', 'unnamed_b', 'lower_a'])
      expect((await inject('POST', `/portfolio/${id}/account/${account.id}`)).statusCode).toBeLessThan(300);
    const linked = (await inject('GET', `/account/${account.id}/portfolio`)).json();
    expect(linked[0].id).toBe('lower_a');
    expect(linked.at(-1).display_name).toBeNull();
  });
});
