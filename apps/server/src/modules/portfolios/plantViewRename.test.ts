import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

// Renaming a plant view's External ID (its id, the key many tables reference): every row naming
// the view follows in one transaction, the history records who renamed it and when, and a taken or
// malformed id is refused naming the field.
const H = 3_600_000;
const D = 24 * H;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const TODAY = Date.UTC(2026, 9, 29, 23);
const API = '/api/dashboard-v3/portfolio/alpine';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)), 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

/** Rows naming the view in every table whose foreign key references plant_view(id), read from the catalogue. */
async function referencingRows(viewId: string): Promise<Record<string, number>> {
  const fks = await sql<{ tbl: string; col: string }>`
    select c.conrelid::regclass::text as tbl, a.attname as col
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'plant_view'::regclass order by 1`.execute(t.db);
  const out: Record<string, number> = {};
  for (const fk of fks.rows) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(fk.tbl)} where ${sql.ref(fk.col)} = ${viewId}`.execute(t.db);
    out[`${fk.tbl}.${fk.col}`] = rows[0].n;
  }
  return out;
}

describe('renaming a plant view External ID', () => {
  let before: Record<string, number>;
  let constraintId: string;
  let outageId: string;
  let runId: string;
  const overrideTs = NOW + 6 * H - (NOW % H);

  it('gathers rows that name the view: a constraint, an outage, a run, an override', async () => {
    const constraint = await call(
      'POST',
      '/plant/hochalm/constraint',
      {
        type_name: 'turbine_min_discharge',
        value: 1.5,
        constrainable_id: 'hochalm.m1',
        validity_start_timestamp_millis: TODAY + D,
        validity_end_timestamp_millis: TODAY + 30 * D,
      },
      operator,
    );
    expect(constraint.statusCode, constraint.body).toBe(200);
    constraintId = constraint.json().id;
    const outage = await call('POST', '/plant/hochalm/turbine/hochalm.m1/maintenance', {
      name: 'Revision M1',
      unavailability_reason: 'Maintenance',
      unavailability_type: 'Planned',
      remaining_power: 0,
      start_timestamp_millis: NOW + 3 * D - (NOW % H),
      end_timestamp_millis: NOW + 4 * D - (NOW % H),
    });
    expect(outage.statusCode, outage.body).toBe(200);
    outageId = outage.json().uuid;
    const run = await call('POST', '/plant/hochalm/optimization', { hours: 24 }, operator);
    expect(run.statusCode, run.body).toBe(202);
    runId = run.json().id;
    const frame = (
      await call(
        'GET',
        `/plant/hochalm/with-override-info?kind=plan&start-ts=${overrideTs}&end-ts=${overrideTs + H}&component=hochalm.m1&quantity=power`,
        undefined,
        operator,
      )
    ).json().frames[0];
    const override = await call(
      'POST',
      '/plant/hochalm/overrides?kind=plan',
      {
        cells: [
          {
            component_id: 'hochalm.m1',
            quantity: 'power',
            ts: overrideTs,
            value: 7,
            expected_previous: frame.values[0],
          },
        ],
      },
      operator,
    );
    expect(override.statusCode, override.body).toBe(200);
    before = await referencingRows('hochalm');
    for (const key of [
      'plant_view_hydro_body.plant_view_id',
      'plant_view_control_unit.plant_view_id',
      'optimization_run.plant_view_id',
      'plant_constraint.plant_view_id',
      'maintenance.plant_view_id',
    ])
      expect(before[key], key).toBeGreaterThan(0);
  });

  it('refuses a malformed id (400) and a taken one (409), naming the field; nothing changes', async () => {
    const bad = await call('PUT', '/plant-view/hochalm', { name: 'Hochalm Storage', id: 'Hochalm Main!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'id', message: expect.stringMatching(/lower-case letters/) }]);
    const empty = await call('PUT', '/plant-view/hochalm', { name: 'Hochalm Storage', id: ' ' });
    expect(empty.statusCode).toBe(400);
    // hochalm-sandbox is a view of another portfolio: ids are unique across portfolios
    const taken = await call('PUT', '/plant-view/hochalm', { name: 'Hochalm Storage', id: 'hochalm-sandbox' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'The plant view "hochalm-sandbox" exists already',
      errors: [{ path: 'id', message: expect.any(String) }],
    });
    expect(await referencingRows('hochalm')).toEqual(before);
    expect((await call('PUT', '/plant-view/hochalm', { name: 'X', id: 'hochalm-main' }, operator)).statusCode).toBe(
      403,
    );
  });

  it('renames: every referencing row follows, the old URL is gone, the history records the rename', async () => {
    const version = (
      await t.db.selectFrom('plant_view').select('version').where('id', '=', 'hochalm').executeTakeFirstOrThrow()
    ).version;
    const stale = await call('PUT', '/plant-view/hochalm', {
      name: 'Hochalm Main',
      id: 'hochalm-main',
      version: version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version });

    t.clock.advance(60_000);
    const res = await call('PUT', '/plant-view/hochalm', { name: 'Hochalm Main', id: 'hochalm-main', version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: 'hochalm-main', name: 'Hochalm Main', physical_plant_id: 'hochalm' });

    expect(await referencingRows('hochalm-main')).toEqual(before);
    expect(Object.values(await referencingRows('hochalm')).every((n) => n === 0)).toBe(true);

    // what the operator reaches under the new id: the view, its constraint, outage, run and override
    const plants = (await call('GET', '/plant', undefined, operator)).json();
    expect(JSON.stringify(plants)).toContain('"hochalm-main"');
    expect(JSON.stringify(plants)).not.toContain('"hochalm"');
    expect((await call('GET', '/plant/hochalm/constraint', undefined, operator)).statusCode).toBe(404);
    expect(
      (await call('GET', '/plant/hochalm-main/constraint', undefined, operator))
        .json()
        .map((c: { id: string }) => c.id),
    ).toContain(constraintId);
    expect((await call('GET', `/plant/hochalm-main/maintenance/${outageId}`, undefined, operator)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/plant/hochalm-main/optimization/${runId}`, undefined, operator)).json()).toMatchObject({
      id: runId,
      plant_view_id: 'hochalm-main',
    });
    const frame = (
      await call(
        'GET',
        `/plant/hochalm-main/with-override-info?kind=plan&start-ts=${overrideTs}&end-ts=${overrideTs + H}&component=hochalm.m1&quantity=power`,
        undefined,
        operator,
      )
    ).json().frames[0];
    expect(frame.override[0]).toBe(7);
    expect(frame.override_by[0]).toBe('operator@penstock.demo');
    expect((await call('GET', '/plant/hochalm-main/nomination-configuration', undefined, operator)).statusCode).toBe(
      200,
    );

    // history: the view's moved to the new id with the rename on top; the outage's names the new id
    const history = (await call('GET', '/plant-view/hochalm-main/history')).json();
    expect(history[0]).toMatchObject({
      entity_id: 'hochalm-main',
      action: 'update',
      changed_by: 'admin@penstock.demo',
      changed_at: expect.any(Number),
      version: version + 1,
      changes: { id: { from: 'hochalm', to: 'hochalm-main' }, name: { from: 'Hochalm Storage', to: 'Hochalm Main' } },
    });
    expect(history[0].changed_at).toBeGreaterThanOrEqual(NOW + 60_000);
    expect((await call('GET', '/plant-view/hochalm/history')).json()).toEqual([]);
    const outageHistory = await t.db
      .selectFrom('entity_history')
      .select('row_after')
      .where('entity', '=', 'maintenance')
      .where('entity_id', '=', outageId)
      .execute();
    expect(outageHistory.map((h) => (h.row_after as { plant_view_id: string }).plant_view_id)).toEqual(
      outageHistory.map(() => 'hochalm-main'),
    );

    // the old id is free again: a new view may take it, and renaming back keeps one history sequence
    const back = await call('PUT', '/plant-view/hochalm-main', { name: 'Hochalm Storage', id: 'hochalm' });
    expect(back.statusCode).toBe(200);
    const versions = (await call('GET', '/plant-view/hochalm/history'))
      .json()
      .map((h: { version: number }) => h.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(versions[0]).toBe(version + 2);
  });
});
