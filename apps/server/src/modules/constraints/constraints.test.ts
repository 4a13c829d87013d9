import { describe, expect, it } from 'vitest';
import { D, NOW, TODAY } from '../../testing/demoMoment.js';
import { injectAs, postOk } from '../../testing/injectAs.js';
import { worldAppOfFile } from '../../testing/worldAppOfFile.js';

const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/constraint';

const w = worldAppOfFile(NOW);

const body = (over: Record<string, unknown> = {}) => ({
  type_name: 'turbine_min_discharge',
  value: 1.5,
  constrainable_id: 'hochalm.m1',
  validity_start_timestamp_millis: TODAY + D,
  validity_end_timestamp_millis: TODAY + 30 * D,
  recurring_pattern: {
    hour_of_day: { start: 22, end: 5 },
    day_of_week: null,
    day_of_month: null,
    month_of_year: null,
    day_of_year: null,
  },
  ...over,
});
const req = injectAs(
  () => w.t,
  () => w.operator,
);
const create = postOk(req, BASE, body);

describe('constraint types', () => {
  it('lists the catalogue; internal types only for admins (seeInternalConstraints)', async () => {
    const op = (await req('GET', '/api/dashboard-v3/portfolio/alpine/constraint-types')).json();
    const ad = (await req('GET', '/api/dashboard-v3/portfolio/alpine/constraint-types', undefined, w.admin)).json();
    expect(op.find((x: { name: string }) => x.name === 'turbine_stop_cost')).toMatchObject({
      constrainable_type: 'Turbine',
      optimizer: 'STOP_COST',
      unit: 'EUR',
      section: 'Unit commitment',
    });
    expect(op.some((x: { section: string }) => x.section === 'Internal')).toBe(false);
    expect(ad.some((x: { section: string }) => x.section === 'Internal')).toBe(true);
    expect((await req('GET', '/api/dashboard-v3/portfolio/pumped/constraint-types')).statusCode).toBe(404);
  });
});

describe('add, list, update, deactivate, history', () => {
  it('a draft is added with who and when, listed with its component and filtered', async () => {
    const c = await create();
    expect(c).toMatchObject({
      type_name: 'turbine_min_discharge',
      type_display_name: 'Minimum discharge',
      type_unit: 'other',
      status: 'draft',
      constrainable_type: 'Turbine',
      constrainable_name: expect.any(String),
      email: 'operator@penstock.demo',
      version: 0,
    });
    expect(c.recurring_pattern.hour_of_day).toEqual({ start: 22, end: 5 });
    const list = (await req('GET', `${BASE}?status=draft&constrainable_id=hochalm.m1`)).json();
    expect(list.map((x: { id: string }) => x.id)).toContain(c.id);
    expect(
      (await req('GET', `${BASE}?status=Active&constrainable_id=hochalm.m1`)).json().map((x: { id: string }) => x.id),
    ).not.toContain(c.id);
    const portfolio = (
      await req('GET', '/api/dashboard-v3/portfolio/alpine/constraint?type_name=turbine_min_discharge')
    ).json();
    expect(portfolio.map((x: { id: string }) => x.id)).toContain(c.id);
    // a draft has no history yet, and can be deleted
    expect((await req('GET', `${BASE}/${c.id}/history`)).statusCode).toBe(409);
    expect((await req('DELETE', `${BASE}/${c.id}`)).statusCode).toBe(204);
    expect(
      (await req('GET', `${BASE}?constrainable_id=hochalm.m1`)).json().map((x: { id: string }) => x.id),
    ).not.toContain(c.id);
  });

  it('draft -> Active -> Inactive keeps every change in the history; stale versions are refused with who changed it', async () => {
    const c = await create();
    const active = await req('PUT', `${BASE}/${c.id}`, { ...body({ status: 'Active', value: 2 }), version: 0 });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json()).toMatchObject({ status: 'Active', value: 2, version: 1 });
    const stale = await req('PUT', `${BASE}/${c.id}`, { ...body({ status: 'Active', value: 3 }), version: 0 }, w.admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed by operator@penstock\.demo at 2026-10-30T10:30/);
    // the shared stale-write body: who and when, and the version stored now
    expect(stale.json()).toMatchObject({
      version: 1,
      changed_by: 'operator@penstock.demo',
      changed_at: expect.any(Number),
    });
    expect((await req('DELETE', `${BASE}/${c.id}`)).statusCode).toBe(409);
    const off = await req('POST', `${BASE}/${c.id}/deactivate`, { version: 1 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe('Inactive');
    const history = (await req('GET', `${BASE}/${c.id}/history`)).json();
    expect(history.map((h: { changeset: { status?: string } }) => h.changeset.status)).toEqual([
      'draft',
      'Active',
      'Inactive',
    ]);
    expect(history[2]).toMatchObject({
      email: 'operator@penstock.demo',
      changeset: { deactivated_timestamp_millis: history[2].change_timestamp_millis },
    });
    expect(history[2].change_timestamp_millis).toBeGreaterThanOrEqual(NOW); // the test clock runs from NOW
    expect(history[1].changeset).toMatchObject({ value: 2 });
    // Inactive -> pattern changed and Active again; never back to draft
    const back = await req('PUT', `${BASE}/${c.id}`, { ...body({ status: 'draft' }), version: 2 });
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe('A constraint cannot go from Inactive to draft');
    const again = await req('PUT', `${BASE}/${c.id}`, {
      ...body({ status: 'Active', recurring_pattern: null }),
      version: 2,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().history.at(-1).changeset).toMatchObject({ status: 'Active', recurring_pattern: null });
  });
});

describe('validation', () => {
  it('refuses unknown types, components of another plant or kind, bad values and ranges with a 400 and loses nothing', async () => {
    const before = (await req('GET', BASE)).json().length;
    const bad = [
      body({ type_name: 'nope' }),
      body({ constrainable_id: 'innau.m1' }),
      body({ constrainable_id: 'hochalm.reservoir' }), // a turbine type on a reservoir
      body({ type_name: 'gate_max_gate_opening', constrainable_id: 'hochalm.spillway', value: 1.5 }), // ratio above 100 %
      body({ value: -1 }),
      body({ type_name: 'turbine_forbidden_power_zone', value: 3 }),
      body({ value: { min: 5, max: 2 } }),
      body({ validity_end_timestamp_millis: TODAY }),
      body({
        recurring_pattern: {
          hour_of_day: { start: 0, end: 24 },
          day_of_week: null,
          day_of_month: null,
          month_of_year: null,
          day_of_year: null,
        },
      }),
      body({ status: 'Inactive' }),
      body({ type_name: 'internal_efficiency_factor' }),
    ];
    for (const b of bad) {
      const res = await req('POST', BASE, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
    }
    expect(
      (await req('PUT', `${BASE}/00000000-0000-0000-0000-000000000000`, { ...body(), version: 0 })).statusCode,
    ).toBe(404);
    expect((await req('GET', BASE)).json().length).toBe(before);
  });

  it('refuses values no plant has (a slip of digits that would swamp the optimiser) and patterns no date has, on create and update, naming the field', async () => {
    const absurd = [
      [body({ value: 1e12 }), 'Must be at most 100,000 m3/s'],
      [
        body({ type_name: 'reservoir_min_level', constrainable_id: 'hochalm.reservoir', value: 999_999 }),
        'Must lie between -500 and 9,000 m a.s.l.',
      ],
      [body({ type_name: 'turbine_forbidden_power_zone', value: { min: 10, max: 5e6 } }), 'Must be at most 100,000 MW'],
    ] as const;
    for (const [b, message] of absurd) {
      const res = await req('POST', BASE, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'value', message }]);
    }
    const never = {
      hour_of_day: null,
      day_of_week: null,
      day_of_month: { start: 30, end: 31 },
      month_of_year: { start: 2, end: 2 },
      day_of_year: null,
    };
    const res0 = await req('POST', BASE, body({ recurring_pattern: never }));
    expect(res0.statusCode).toBe(400);
    expect(res0.json().errors).toEqual([
      {
        path: 'recurring_pattern.month_of_year',
        message: 'No date has these days together (as 30 to 31 February): it would never apply',
      },
    ]);
    const c = await create();
    const res = await req('PUT', `${BASE}/${c.id}`, { ...body({ value: 2e9 }), status: 'draft', version: c.version });
    expect(res.statusCode).toBe(400);
    expect(
      (await req('GET', `${BASE}?constrainable_id=hochalm.m1`)).json().find((x: { id: string }) => x.id === c.id).value,
    ).toBe(1.5);
  });
  it('json values and plant constraints', async () => {
    const zone = await create({ type_name: 'turbine_forbidden_power_zone', value: { min: 10, max: 20 } });
    expect(zone.value).toEqual({ min: 10, max: 20 });
    const plant = await create({ type_name: 'plant_energy_target', constrainable_id: 'hochalm', value: 500 });
    expect(plant).toMatchObject({ constrainable_type: 'Plant', constrainable_id: 'hochalm' });
    expect((await req('GET', `${BASE}?constrainable_id=hochalm`)).json().map((x: { id: string }) => x.id)).toEqual([
      plant.id,
    ]);
  });
});

describe('rights and isolation', () => {
  it("read-only portfolio 403; other customers' portfolio 404; nothing leaks into another portfolio", async () => {
    const river = '/api/dashboard-v3/portfolio/river/plant/innau/constraint';
    expect((await req('POST', river, body({ constrainable_id: 'innau.m1' }))).statusCode).toBe(403);
    expect((await req('GET', river)).statusCode).toBe(200);
    expect((await req('GET', '/api/dashboard-v3/portfolio/pumped/plant/gletschersee/constraint')).statusCode).toBe(404);
    expect(
      (await req('POST', '/api/dashboard-v3/portfolio/pumped/plant/gletschersee/constraint', body())).statusCode,
    ).toBe(404);
    const c = await create();
    // the same id through a plant view of another portfolio is not found
    expect((await req('PUT', `${river}/${c.id}`, { ...body(), version: 0 }, w.admin)).statusCode).toBe(404);
    expect(
      (await req('GET', '/api/dashboard-v3/portfolio/river/constraint', undefined, w.admin))
        .json()
        .map((x: { id: string }) => x.id),
    ).not.toContain(c.id);
    expect((await w.t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('the past: only admins, or anyone while the plant is in Setup', async () => {
    const past = { validity_start_timestamp_millis: TODAY - D };
    const res = await req('POST', BASE, body(past));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/only be created by admins or while the plant is in Setup/);
    expect((await req('POST', BASE, body(past), w.admin)).statusCode).toBe(200);
    expect((await req('POST', BASE, body({ validity_start_timestamp_millis: TODAY }))).statusCode).toBe(200);
    await w.t.db.updateTable('physical_plant').set({ plant_state: 'Setup' }).where('id', '=', 'hochalm').execute();
    try {
      expect((await req('POST', BASE, body(past))).statusCode).toBe(200);
    } finally {
      await w.t.db.updateTable('physical_plant').set({ plant_state: 'Live' }).where('id', '=', 'hochalm').execute();
    }
  });

  it('Live plant: an operator deactivates only from now on, an admin also in the past', async () => {
    const c = await create({ status: 'Active', validity_start_timestamp_millis: TODAY });
    const past = await req('POST', `${BASE}/${c.id}/deactivate`, {
      version: 0,
      deactivated_timestamp_millis: TODAY - D,
    });
    expect(past.statusCode).toBe(403);
    expect(past.json().detail).toBe('On a Live plant a constraint can only be changed for the future');
    expect(
      (
        await req(
          'POST',
          `${BASE}/${c.id}/deactivate`,
          { version: 0, deactivated_timestamp_millis: TODAY - D },
          w.admin,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('Live plant: an update applies from now on, the past keeps its version; in Setup the latest applies to all time', async () => {
    const c = await create({ status: 'Active', validity_start_timestamp_millis: TODAY });
    const res = await req('PUT', `${BASE}/${c.id}`, {
      ...body({ status: 'Active', value: 4, validity_start_timestamp_millis: TODAY }),
      version: 0,
    });
    expect(res.statusCode).toBe(200);
    const versions = await w.t.db
      .selectFrom('plant_constraint_version')
      .select(['effective_from', 'value'])
      .where('constraint_id', '=', c.id)
      .orderBy('effective_from')
      .execute();
    expect(versions.map((v) => v.value)).toEqual([1.5, 4]);
    expect(versions[0].effective_from.getTime()).toBe(0);
    expect(versions[1].effective_from.getTime()).toBeGreaterThanOrEqual(NOW);
    expect(versions[1].effective_from.getTime()).toBeLessThan(NOW + 10 * 60_000);
    await w.t.db.updateTable('physical_plant').set({ plant_state: 'Setup' }).where('id', '=', 'hochalm').execute();
    try {
      expect(
        (
          await req('PUT', `${BASE}/${c.id}`, {
            ...body({ status: 'Active', value: 5, validity_start_timestamp_millis: TODAY }),
            version: 1,
          })
        ).statusCode,
      ).toBe(200);
      const after = await w.t.db
        .selectFrom('plant_constraint_version')
        .select(['effective_from', 'value'])
        .where('constraint_id', '=', c.id)
        .execute();
      expect(after.map((v) => [v.effective_from.getTime(), v.value])).toEqual([[0, 5]]);
    } finally {
      await w.t.db.updateTable('physical_plant').set({ plant_state: 'Live' }).where('id', '=', 'hochalm').execute();
    }
  });
});
