import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { createWorldTestApp } from '../../testing/createWorldTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let demo: { id: string; version: number };
const URL = '/api/dashboard-v3/customers';

beforeAll(async () => {
  t = await createWorldTestApp();
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
  demo = (await t.app.inject({ method: 'GET', url: URL, headers: admin }))
    .json()
    .find((c: { name: string }) => c.name === 'Demo Hydro');
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `${URL}/${demo.id}`, headers: admin, payload });

describe("a customer's page and archive (issue 27 item 7)", () => {
  it('lists its portfolios, plants with their views and the accounts that reach them, for admins only', async () => {
    expect((await get(`${URL}/${demo.id}/detail`, {})).statusCode).toBe(401);
    expect((await get(`${URL}/${demo.id}/detail`, operator)).statusCode).toBe(403);
    expect((await get(`${URL}/00000000-0000-4000-8000-000000000000/detail`)).statusCode).toBe(404);
    const res = await get(`${URL}/${demo.id}/detail`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.customer).toMatchObject({ id: demo.id, name: 'Demo Hydro', archived_at: null });
    expect(detail.portfolios.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['alpine', 'river', 'pumped']),
    );
    const alpine = detail.portfolios.find((p: { id: string }) => p.id === 'alpine');
    expect(alpine.plant_views).toBeGreaterThan(0);
    expect(alpine.accounts).toBeGreaterThan(0);
    const viewed = detail.plants.flatMap((p: { views: { portfolio_id: string }[] }) => p.views);
    expect(viewed.filter((v: { portfolio_id: string }) => v.portfolio_id === 'alpine')).toHaveLength(
      alpine.plant_views,
    );
    const operatorRow = detail.users.find((u: { email: string }) => u.email === 'operator@penstock.demo');
    expect(operatorRow).toMatchObject({ kind: 'user', disabled: false, invited_until: null });
    expect(operatorRow.portfolios.sort()).toEqual(['alpine', 'river']);
    // the customer's accounts only: newcomer reaches no portfolio
    expect(detail.users.some((u: { email: string }) => u.email === 'newcomer@penstock.demo')).toBe(false);
  });

  it('archiving hides the customer from the list (not from ?archived=true), keeps its history, and restoring undoes it', async () => {
    const archived = await patch({ archived: true, version: demo.version });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).toBeTypeOf('number');
    const names = async (query = '') =>
      (await get(`${URL}${query}`)).json().map((c: { name: string }) => c.name) as string[];
    expect(await names()).not.toContain('Demo Hydro');
    expect(await names('?archived=true')).toContain('Demo Hydro');
    // archiving twice keeps the first time
    const again = await patch({ archived: true });
    expect(again.json().archived_at).toBe(archived.json().archived_at);
    // its page still opens, saying it is archived
    expect((await get(`${URL}/${demo.id}/detail`)).json().customer.archived_at).toBe(archived.json().archived_at);

    const restored = await patch({ archived: false, version: archived.json().version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archived_at).toBeNull();
    expect(await names()).toContain('Demo Hydro');
    const history = (await get(`${URL}/${demo.id}/history`)).json();
    expect(history[0]).toMatchObject({ changed_by: 'admin@penstock.demo', changes: { archived_at: { to: null } } });
    expect(history[1].changes.archived_at.from).toBeNull();
    expect((await patch({ archived: 'yes' })).statusCode).toBe(400);
  });
});
