import { beforeAll, describe, expect, it } from 'vitest';
import { D, H, NOW, TODAY } from '../../testing/demoMoment.js';
import { injectAs, postOk } from '../../testing/injectAs.js';
import { withPlantState } from '../../testing/withPlantState.js';
import { worldAppOfFile } from '../../testing/worldAppOfFile.js';
import { ABANDONED_AFTER_MS, ABANDONED_BY, restoreAbandonedReschedulings } from './restoreAbandonedReschedulings.js';

const PLANT = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const CREATE = `${PLANT}/turbine/hochalm.m1/maintenance`;

const w = worldAppOfFile(NOW);
let pMax: number;
beforeAll(async () => {
  pMax = (
    await w.t.db.selectFrom('control_unit').select('p_max').where('id', '=', 'hochalm.m1').executeTakeFirstOrThrow()
  ).p_max!;
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Annual revision',
  description: 'Runner inspection',
  status: 'Active',
  unavailability_reason: 'Maintenance',
  unavailability_type: 'Planned',
  remaining_power: 0,
  start_timestamp_millis: TODAY + 3 * D,
  end_timestamp_millis: TODAY + 6 * D,
  ...over,
});
const req = injectAs(
  () => w.t,
  () => w.operator,
);
const create = postOk(req, CREATE, body);
const range = (from: number, to: number) => `start-ts=${from}&end-ts=${to}&timezone=Europe/Vienna`;
const withState = (state: 'Setup' | 'Review', fn: () => Promise<void>) => withPlantState(w.t, 'hochalm', state, fn);

describe('record, list, update, history', () => {
  it('an outage is recorded with its unit, listed by range (plant and portfolio), read by id', async () => {
    const m = await create();
    expect(m).toMatchObject({
      name: 'Annual revision',
      plant_id: 'hochalm',
      turbine_id: 'hochalm.m1',
      turbine_p_max: pMax,
      status: 'Active',
      remaining_power: 0,
      version: 1,
      created_by: 'operator@penstock.demo',
    });
    expect(m.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const ids = async (url: string) => (await req('GET', url)).json().map((x: { uuid: string }) => x.uuid);
    expect(await ids(`${PLANT}/maintenance?${range(TODAY + 5 * D, TODAY + 7 * D)}`)).toContain(m.uuid);
    expect(await ids(`${PLANT}/maintenance?${range(TODAY + 6 * D, TODAY + 7 * D)}`)).not.toContain(m.uuid); // end exclusive
    expect(await ids(`/api/dashboard-v3/portfolio/alpine/maintenance?${range(TODAY, TODAY + 4 * D)}`)).toContain(
      m.uuid,
    );
    expect((await req('GET', `${PLANT}/maintenance/${m.uuid}`)).json()).toEqual(m);
    // 'never': open-ended, found by any later range
    const open = await create({
      end_timestamp_millis: null,
      unavailability_type: 'Unplanned',
      unavailability_reason: 'Failure',
    });
    expect(await ids(`${PLANT}/maintenance?${range(TODAY + 400 * D, TODAY + 401 * D)}`)).toContain(open.uuid);
  });

  it('a PUT keeps every change in the history; a stale version is refused with who changed it; no delete, Inactive instead', async () => {
    const m = await create();
    const url = `${PLANT}/maintenance/${m.uuid}`;
    const res = await req('PUT', url, { ...body({ remaining_power: pMax / 2, name: 'Revision (half)' }), version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      remaining_power: pMax / 2,
      name: 'Revision (half)',
      version: 2,
      updated_by: 'operator@penstock.demo',
    });
    const stale = await req('PUT', url, { ...body({ remaining_power: 1 }), version: 1 }, w.admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2, changed_by: 'operator@penstock.demo' });
    expect(stale.json().detail).toMatch(/The maintenance was changed by operator@penstock\.demo at 2026-10-30T10:30/);
    const off = await req(
      'PUT',
      url,
      { ...body({ remaining_power: pMax / 2, name: 'Revision (half)', status: 'Inactive' }), version: 2 },
      w.admin,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await req('DELETE' as 'GET', url)).statusCode).toBe(404); // no delete route
    const history = (await req('GET', `${url}/history`)).json();
    expect(
      history.map((h: { version: number; action: string; changed_by: string }) => [h.version, h.action, h.changed_by]),
    ).toEqual([
      [3, 'update', 'admin@penstock.demo'],
      [2, 'update', 'operator@penstock.demo'],
      [1, 'create', 'operator@penstock.demo'],
    ]);
    expect(history[0].changes).toEqual({ status: { from: 'Active', to: 'Inactive' } });
    expect(history[1].changes).toEqual({
      name: { from: 'Annual revision', to: 'Revision (half)' },
      remaining_power: { from: 0, to: pMax / 2 },
    });
    // moved to the other turbine
    const moved = await req('PUT', url, { ...body({ turbine_id: 'hochalm.m2' }), version: 3 });
    expect(moved.json()).toMatchObject({ turbine_id: 'hochalm.m2', version: 4 });
  });
});

describe('validation', () => {
  it('refuses bad input with a 400 naming the field and loses nothing', async () => {
    const list = async () =>
      (await req('GET', `/api/dashboard-v3/portfolio/alpine/maintenance?${range(0, TODAY + 1000 * D)}`)).json().length;
    const before = await list();
    const bad: Array<[Record<string, unknown>, string]> = [
      [body({ remaining_power: pMax + 0.001 }), 'remaining_power'],
      [body({ remaining_power: -1 }), 'remaining_power'],
      [body({ end_timestamp_millis: TODAY + 3 * D }), 'end_timestamp_millis'],
      [body({ unavailability_reason: 'Holiday' }), 'unavailability_reason'],
      [body({ unavailability_type: 'Sometimes' }), 'unavailability_type'],
      [body({ status: 'Draft' }), 'status'],
      [body({ name: ' ' }), 'name'],
      [{ ...body(), extra: 1 }, ''],
    ];
    for (const [b, field] of bad) {
      const res = await req('POST', CREATE, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await req('POST', `${PLANT}/turbine/hochalm.spillway/maintenance`, body())).statusCode).toBe(404); // a gate is no turbine
    expect((await req('POST', `${PLANT}/turbine/innau.m1/maintenance`, body())).statusCode).toBe(404); // another plant's unit
    expect((await req('GET', `${PLANT}/maintenance?start-ts=5&end-ts=5`)).statusCode).toBe(400);
    expect((await req('GET', `${PLANT}/maintenance?${range(0, 1)}&timezone=Mars/Olympus`)).statusCode).toBe(400);
    const m = await create();
    const put = await req('PUT', `${PLANT}/maintenance/${m.uuid}`, {
      ...body({ turbine_id: 'hochalm.spillway' }),
      version: 1,
    });
    expect(put.statusCode).toBe(400);
    expect(put.body).toContain('turbine_id');
    expect((await req('PUT', `${PLANT}/maintenance/00000000-0000-0000-0000-000000000000`, body())).statusCode).toBe(
      404,
    );
    expect(await list()).toBe(before + 1);
  });
});

describe('rights by role and plant state, isolation', () => {
  it("read-only portfolio 403; another customer's portfolio 404; an outage is not seen through another customer's view", async () => {
    const river = '/api/dashboard-v3/portfolio/river/plant/innau';
    const res = await req('POST', `${river}/turbine/innau.t1/maintenance`, body());
    expect(res.statusCode).toBe(403);
    expect((await req('GET', `${river}/maintenance?${range(TODAY, TODAY + D)}`)).statusCode).toBe(200);
    expect(
      (await req('GET', `/api/dashboard-v3/portfolio/pumped/maintenance?${range(TODAY, TODAY + D)}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await req(
          'POST',
          '/api/dashboard-v3/portfolio/pumped/plant/gletschersee/turbine/gletschersee.m1/maintenance',
          body(),
        )
      ).statusCode,
    ).toBe(404);
    const m = await create();
    expect((await req('GET', `${river}/maintenance/${m.uuid}`, undefined, w.admin)).statusCode).toBe(404);
    expect((await req('GET', `${river}/maintenance/${m.uuid}/history`, undefined, w.admin)).statusCode).toBe(404);
    expect((await req('PUT', `${river}/maintenance/${m.uuid}`, { ...body(), version: 1 }, w.admin)).statusCode).toBe(
      404,
    );
    expect((await w.t.app.inject({ method: 'GET', url: `${PLANT}/maintenance/${m.uuid}` })).statusCode).toBe(401);
  });

  it('creating in the past: admins always, others only in Setup; earlier today is open', async () => {
    const past = { start_timestamp_millis: TODAY - D, end_timestamp_millis: TODAY + D };
    const res = await req('POST', CREATE, body(past));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'Maintenance in the past can only be created by admins or while the plant is in Setup',
    );
    expect((await req('POST', CREATE, body(past), w.admin)).statusCode).toBe(200);
    expect((await req('POST', CREATE, body({ start_timestamp_millis: TODAY + 6 * H }))).statusCode).toBe(200); // a failure this morning
    await withState('Setup', async () => expect((await req('POST', CREATE, body(past))).statusCode).toBe(200));
    await withState('Review', async () => expect((await req('POST', CREATE, body(past))).statusCode).toBe(403));
  });

  it('Live: only the future changes (ending an ongoing outage now is fine, rewriting its past is not); admins and Setup may', async () => {
    const m = await create({ start_timestamp_millis: NOW - 2 * H, end_timestamp_millis: NOW + 10 * H }, w.admin);
    const url = `${PLANT}/maintenance/${m.uuid}`;
    const rewrite = await req('PUT', url, {
      ...body({ start_timestamp_millis: NOW - 2 * H, end_timestamp_millis: NOW + 10 * H, remaining_power: 5 }),
      version: 1,
    });
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json().detail).toBe('When the plant is Live, a maintenance can only be changed for the future');
    expect(
      (
        await req('PUT', url, {
          ...body({ start_timestamp_millis: NOW - 2 * H, end_timestamp_millis: NOW + 10 * H, status: 'Inactive' }),
          version: 1,
        })
      ).statusCode,
    ).toBe(403);
    const ended = await req('PUT', url, {
      ...body({ start_timestamp_millis: NOW - 2 * H, end_timestamp_millis: NOW + H }),
      version: 1,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await withState('Setup', async () => {
      expect(
        (
          await req('PUT', url, {
            ...body({ start_timestamp_millis: NOW - 2 * H, end_timestamp_millis: NOW + H, remaining_power: 5 }),
            version: 2,
          })
        ).statusCode,
      ).toBe(200);
    });
    expect(
      (
        await req(
          'PUT',
          url,
          {
            ...body({ start_timestamp_millis: NOW - 3 * H, end_timestamp_millis: NOW + H, remaining_power: 5 }),
            version: 3,
          },
          w.admin,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('optimal rescheduling keeps its state on the server (spec 2 section 4)', () => {
  const flow = (m: { uuid: string }) => `${PLANT}/maintenance/${m.uuid}/rescheduling`;
  const status = async (m: { uuid: string }) => (await req('GET', `${PLANT}/maintenance/${m.uuid}`)).json().status;

  it('starting sets the outage Inactive; Leave sets it Active again; choosing a timing ends the flow', async () => {
    const m = await create({ name: 'Leave me' });
    const started = await req('POST', flow(m));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('Inactive');
    expect((await req('POST', flow(m))).json().status).toBe('Inactive'); // still open: only seen again
    const left = await req('DELETE', flow(m));
    expect(left.statusCode).toBe(200);
    expect(left.json().status).toBe('Active');

    const chosen = await create({ name: 'Choose a timing' });
    const inactive = (await req('POST', flow(chosen))).json();
    const moved = await req('PUT', `${PLANT}/maintenance/${chosen.uuid}`, {
      ...body({ name: 'Choose a timing' }),
      turbine_id: 'hochalm.m1',
      version: inactive.version,
      start_timestamp_millis: TODAY + 8 * D,
      end_timestamp_millis: TODAY + 9 * D,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      await w.t.db
        .selectFrom('maintenance_rescheduling')
        .selectAll()
        .where('maintenance_uuid', '=', chosen.uuid)
        .execute(),
    ).toEqual([]);
    // only an Active outage starts a flow; a read-only portfolio may not
    const off = await create({ name: 'Off', status: 'Inactive' });
    expect((await req('POST', flow(off))).statusCode).toBe(400);
  });

  it('a flow whose browser went away is abandoned: the outage is Active again, the history says so', async () => {
    const m = await create({ name: 'Browser closed' });
    expect((await req('POST', flow(m))).json().status).toBe('Inactive');
    // not yet abandoned
    expect(
      await restoreAbandonedReschedulings(w.t.db, new Date(w.t.clock.now().getTime() + ABANDONED_AFTER_MS - 1000)),
    ).toEqual([]);
    expect(await status(m)).toBe('Inactive');
    const restored = await restoreAbandonedReschedulings(
      w.t.db,
      new Date(w.t.clock.now().getTime() + ABANDONED_AFTER_MS + 1000),
    );
    expect(restored).toContain(m.uuid);
    expect(await status(m)).toBe('Active');
    const history = (await req('GET', `${PLANT}/maintenance/${m.uuid}/history`)).json();
    expect(JSON.stringify(history[0])).toContain(ABANDONED_BY);
    // leaving afterwards changes nothing
    expect((await req('DELETE', flow(m))).json().status).toBe('Active');
  });
});
