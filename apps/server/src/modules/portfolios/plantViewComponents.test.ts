import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
const API = '/api/dashboard-v3';
const C = '/portfolio/alpine/plant-view/shadow/component';

beforeAll(async () => {
  ({ t, admin, operator } = await signedInWorldApp());
  // a shadow view of Hochalm in Alpine Storage: no components yet
  const res = await inject('POST', '/portfolio/alpine/plant-view', {
    physical_plant_id: 'hochalm',
    id: 'shadow',
    name: 'Hochalm shadow',
    components: 'none',
  });
  expect(res.statusCode).toBe(201);
}, 120_000);
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
type Row = { internal_id: string; external_id: string; name: string; type: string; assigned: boolean };
const assigned = (body: { hydro_bodies: Row[]; control_units: Row[] }) =>
  [...body.hydro_bodies, ...body.control_units]
    .filter((c) => c.assigned)
    .map((c) => c.internal_id)
    .sort();
const topology = async () =>
  (await inject('GET', '/portfolio/alpine/plant/shadow/topology')).json() as {
    hydro_bodies: (Row & { id: string; redirect_id: string | null })[];
    control_units: (Row & { id: string; redirect_id: string | null })[];
  };

describe('plant view components (Manage Plant View, spec 2 section 7)', () => {
  it('lists every component of the plant, none assigned in a shadow view; admins only; 404 outside the portfolio', async () => {
    const res = await inject('GET', C);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hydro_bodies.map((c: Row) => [c.internal_id, c.type, c.external_id, c.assigned])).toEqual([
      ['hochalm.reservoir', 'RESERVOIR', 'HOA-RES', false],
      ['hochalm.tailwater', 'DOWNSTREAM', 'HOA-TW', false],
    ]);
    expect(body.control_units.map((c: Row) => c.internal_id)).toEqual(['hochalm.m1', 'hochalm.m2', 'hochalm.spillway']);
    expect(body.version).toBe(1);
    expect((await inject('GET', C, undefined, operator)).statusCode).toBe(403);
    expect((await inject('GET', '/portfolio/river/plant-view/shadow/component')).statusCode).toBe(404);
  });

  it('add {type, internal_id} assigns (409 when assigned, 404 for a component of another plant, 400 for a wrong type)', async () => {
    const res = await inject('POST', C, { type: 'RESERVOIR', internal_id: 'hochalm.reservoir' });
    expect(res.statusCode).toBe(200);
    expect(assigned(res.json())).toEqual(['hochalm.reservoir']);
    expect(res.json().version).toBe(2);
    expect((await inject('POST', C, { type: 'RESERVOIR', internal_id: 'hochalm.reservoir' })).statusCode).toBe(409);
    expect((await inject('POST', C, { type: 'TURBINE', internal_id: 'innau.m1' })).statusCode).toBe(404);
    const wrongType = await inject('POST', C, { type: 'GATE', internal_id: 'hochalm.m1' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].message).toBe('hochalm.m1 is a TURBINE, not a GATE');
    expect((await inject('POST', C, { type: 'ROCK', internal_id: 'hochalm.m1' })).statusCode).toBe(400);
    // the topology of the view now has the reservoir as part of the plant
    const topo = await topology();
    expect(topo.hydro_bodies.find((b) => b.id === 'hochalm.reservoir')?.redirect_id).toBe('hochalm.reservoir');
    expect(topo.control_units.every((u) => u.redirect_id === null)).toBe(true);
  });

  it('update {new_component_id, new_component_name} renames in this view only, refuses an External ID taken in the view', async () => {
    const res = await inject('PUT', `${C}/RESERVOIR/hochalm.reservoir`, {
      new_component_id: 'ECS-4711',
      new_component_name: 'Upper lake',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hydro_bodies[0]).toMatchObject({
      internal_id: 'hochalm.reservoir',
      external_id: 'ECS-4711',
      name: 'Upper lake',
      assigned: true,
    });
    const topo = await topology();
    expect(topo.hydro_bodies.find((b) => b.id === 'hochalm.reservoir')).toMatchObject({
      name: 'Upper lake',
      external_id: 'ECS-4711',
    });
    // the plant's own view is untouched
    const own = (await inject('GET', '/portfolio/alpine/plant/hochalm/topology')).json();
    expect(own.hydro_bodies.find((b: { id: string }) => b.id === 'hochalm.reservoir')).toMatchObject({
      name: 'Hochalmspeicher',
      external_id: 'HOA-RES',
    });

    await inject('PUT', `${C}/TURBINE/hochalm.m1/assign`);
    const taken = await inject('PUT', `${C}/TURBINE/hochalm.m1`, {
      new_component_id: 'ECS-4711',
      new_component_name: 'M1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(
      'The External ID ECS-4711 is used by Upper lake (hochalm.reservoir) in this plant view',
    );
    const empty = await inject('PUT', `${C}/TURBINE/hochalm.m1`, { new_component_id: ' ', new_component_name: '' });
    expect(empty.statusCode).toBe(400);
    expect(
      (await inject('PUT', `${C}/TURBINE/hochalm.m2`, { new_component_id: 'X', new_component_name: 'Y' })).statusCode,
    ).toBe(404); // not assigned
  });

  it('a stale version is refused and nothing changes; every write is in the view history with who', async () => {
    const before = (await inject('GET', C)).json();
    const stale = await inject('POST', C, { type: 'TURBINE', internal_id: 'hochalm.m2', version: before.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: before.version, changed_by: 'admin@penstock.demo' });
    expect(assigned((await inject('GET', C)).json())).toEqual(assigned(before));
    const history = (await inject('GET', '/portfolio/alpine/plant-view/shadow/history')).json();
    expect(history[0]).toMatchObject({
      action: 'update',
      changed_by: 'admin@penstock.demo',
      changes: { 'TURBINE hochalm.m1': { from: null, to: 'assigned' } },
    });
    expect(
      history.some((h: { changes: Record<string, unknown> }) => 'RESERVOIR hochalm.reservoir external_id' in h.changes),
    ).toBe(true);
  });

  it('bulk add and bulk remove are all or nothing; assign all and unassign all per table or for both', async () => {
    const bad = await inject('POST', `${C}/bulk`, {
      components: [
        { type: 'TURBINE', internal_id: 'hochalm.m2' },
        { type: 'GATE', internal_id: 'nowhere' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(assigned((await inject('GET', C)).json())).not.toContain('hochalm.m2');
    const bulk = await inject('POST', `${C}/bulk`, {
      components: [
        { type: 'TURBINE', internal_id: 'hochalm.m2' },
        { type: 'TURBINE', internal_id: 'hochalm.m1' },
      ],
    });
    expect(assigned(bulk.json())).toEqual(['hochalm.m1', 'hochalm.m2', 'hochalm.reservoir']);
    const removed = await inject('POST', `${C}/bulk-remove`, {
      components: [{ type: 'TURBINE', internal_id: 'hochalm.m2' }],
    });
    expect(assigned(removed.json())).toEqual(['hochalm.m1', 'hochalm.reservoir']);

    const units = await inject('PUT', `${C}/assign-all`, { kind: 'control_unit' });
    expect(assigned(units.json())).toEqual(['hochalm.m1', 'hochalm.m2', 'hochalm.reservoir', 'hochalm.spillway']);
    const all = await inject('PUT', `${C}/assign-all`, {});
    expect(assigned(all.json())).toHaveLength(5);
    const noBodies = await inject('PUT', `${C}/unassign-all`, { kind: 'hydro_body' });
    expect(assigned(noBodies.json())).toEqual(['hochalm.m1', 'hochalm.m2', 'hochalm.spillway']);
    const version = noBodies.json().version;
    const nothing = await inject('PUT', `${C}/unassign-all`, { kind: 'hydro_body' });
    expect(nothing.json().version).toBe(version); // nothing to do: no new version, no history entry
    const none = await inject('PUT', `${C}/unassign-all`, {});
    expect(assigned(none.json())).toEqual([]);
  });

  it('delete removes one component view (404 when not assigned); unassign and assign are idempotent', async () => {
    await inject('PUT', `${C}/GATE/hochalm.spillway/assign`);
    expect((await inject('PUT', `${C}/GATE/hochalm.spillway/assign`)).statusCode).toBe(200);
    const del = await inject('DELETE', `${C}/GATE/hochalm.spillway`);
    expect(del.statusCode).toBe(200);
    expect(assigned(del.json())).toEqual([]);
    expect((await inject('DELETE', `${C}/GATE/hochalm.spillway`)).statusCode).toBe(404);
    expect((await inject('PUT', `${C}/GATE/hochalm.spillway/unassign`)).statusCode).toBe(200);
    expect((await inject('DELETE', `${C}/GATE/hochalm.spillway`, undefined, operator)).statusCode).toBe(403);
  });
});
