import { describe, expect, it } from 'vitest';
import { D, H, NOW, TODAY } from '../../testing/demoMoment.js';
import { injectAs, postOk } from '../../testing/injectAs.js';
import { withoutModule } from '../../testing/withoutModule.js';
import { worldAppOfFile } from '../../testing/worldAppOfFile.js';
import { detectViolationsTask } from './detectViolationsTask.js';

const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/constraint';
const VIOLATIONS = '/api/dashboard-v3/portfolio/alpine/violations';

const w = worldAppOfFile(NOW);

const detect = () =>
  detectViolationsTask.run({ db: w.t.db, clock: w.t.clock, log: w.t.app.log, params: {}, boss: undefined as never });
const add = postOk(
  injectAs(
    () => w.t,
    () => w.admin,
  ),
  BASE,
  (body) => ({
    status: 'Active',
    validity_start_timestamp_millis: TODAY - D,
    validity_end_timestamp_millis: TODAY + 2 * D,
    recurring_pattern: null,
    ...body,
  }),
);

/** A recurring pattern of the hours start..end (local) of every day. */
const everyDayHours = (start: number, end: number) => ({
  hour_of_day: { start, end },
  day_of_week: null,
  day_of_month: null,
  month_of_year: null,
  day_of_year: null,
});
/** A constraint of `type_name` on `constrainable_id` in the hours of `pattern` (every night 00:00-05:59 unless given). */
const recurring = (type_name: string, constrainable_id: string, value: number, pattern = everyDayHours(0, 5)) =>
  add({ type_name, constrainable_id, value, recurring_pattern: pattern });
/** The admin's violations of the three days around TODAY, with the extra query `filters`. */
const threeDays = async (filters = '') => {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `${VIOLATIONS}?start-ts=${TODAY - D}&end-ts=${TODAY + 2 * D}${filters}`,
    headers: w.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('violations', () => {
  it('actuals before the previous full hour and the plan after it are checked per hour against active constraints', async () => {
    // A maximum level far below the reservoir: every hour with a level breaks it.
    const c = await add({ type_name: 'reservoir_max_level', constrainable_id: 'hochalm.reservoir', value: 0 });
    // A minimum of 1000 m3/s for the turbine in the night hours only: broken in every night hour.
    const night = everyDayHours(0, 3);
    const q = await recurring('turbine_min_discharge', 'hochalm.m1', 1000, night);
    const out = (await detect()) as { violations: Record<string, number> };
    expect(out.violations.hochalm).toBeGreaterThan(0);

    const body = await threeDays();
    // the previous full hour of the app's clock (which runs on from NOW)
    const split = body.split;
    expect(split % H).toBe(0);
    expect(split).toBeGreaterThanOrEqual(Math.floor(NOW / H) * H);
    const level = body.violations.filter((v: { constraint_id: string }) => v.constraint_id === c.id);
    expect(level.map((v: { source: string; upcoming: boolean }) => [v.source, v.upcoming])).toEqual([
      ['actual', false],
      ['plan', true],
    ]);
    expect(level[0]).toMatchObject({
      component_id: 'hochalm.reservoir',
      constraint_type: 'reservoir_max_level',
      type_display_name: 'Maximum level',
      unit: 'm a.s.l.',
      plant: 'hochalm',
      limit_value: 0,
      start: TODAY - D,
      end: split,
    });
    expect(level[0].worst_value).toBeGreaterThan(100);
    expect(level[1].start).toBeGreaterThanOrEqual(split); // the stored plan starts at the latest measured hour
    // the night minimum: one span per night, four hours each (00:00-03:59 local)
    const nights = body.violations.filter((v: { constraint_id: string }) => v.constraint_id === q.id);
    expect(nights.length).toBe(3);
    for (const n of nights) expect(n.end - n.start).toBe(4 * H);

    // filters
    const typed = await threeDays('&types=turbine_min_discharge');
    expect(
      typed.violations.every((v: { constraint_type: string }) => v.constraint_type === 'turbine_min_discharge'),
    ).toBe(true);
    const searched = await threeDays('&search=MAXIMUM%20LEVEL');
    expect(searched.violations.map((v: { constraint_id: string }) => v.constraint_id)).toEqual([c.id, c.id]);
    const other = (await w.t.app.inject({ method: 'GET', url: `${VIOLATIONS}?plants=nope`, headers: w.admin })).json();
    expect(other.violations).toEqual([]);

    // deactivated from now on: the upcoming part goes at the next detection (before its first status
    // change a constraint has its own status, spec 2 section 4, so hours before its creation go too)
    const cur = (
      await w.t.app.inject({ method: 'GET', url: `${BASE}?constrainable_id=hochalm.reservoir`, headers: w.admin })
    ).json()[0];
    expect(
      (
        await w.t.app.inject({
          method: 'POST',
          url: `${BASE}/${c.id}/deactivate`,
          headers: w.admin,
          payload: { version: cur.version },
        })
      ).statusCode,
    ).toBe(200);
    await detect();
    const after = await threeDays();
    const levelAfter = after.violations.filter((v: { constraint_id: string }) => v.constraint_id === c.id);
    expect(levelAfter.some((v: { source: string }) => v.source === 'plan')).toBe(false);
    expect(after.violations.filter((v: { constraint_id: string }) => v.constraint_id === q.id)).toHaveLength(3);
  });

  it('saving a constraint re-detects the plant at once: created, it is listed right after; deactivated, its upcoming part goes', async () => {
    const window = `start-ts=${TODAY - D}&end-ts=${TODAY + 2 * D}`;
    // a minimum level far above the reservoir: the current plan breaks it in every hour
    const c = await add({ type_name: 'reservoir_min_level', constrainable_id: 'hochalm.reservoir', value: 5000 });
    const listed = (await w.t.app.inject({ method: 'GET', url: `${VIOLATIONS}?${window}`, headers: w.admin })).json();
    const mine = listed.violations.filter((v: { constraint_id: string }) => v.constraint_id === c.id);
    expect(mine.map((v: { source: string }) => v.source)).toEqual(['actual', 'plan']);
    expect(mine[1]).toMatchObject({ limit_value: 5000, upcoming: true });
    const off = await w.t.app.inject({
      method: 'POST',
      url: `${BASE}/${c.id}/deactivate`,
      headers: w.admin,
      payload: { version: c.version },
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = (await w.t.app.inject({ method: 'GET', url: `${VIOLATIONS}?${window}`, headers: w.admin })).json();
    expect(
      after.violations.filter(
        (v: { constraint_id: string; source: string }) => v.constraint_id === c.id && v.source === 'plan',
      ),
    ).toEqual([]);
  });

  it('an energy target is checked per period (actual plus planned energy); start and stop costs are never violations', async () => {
    const short = await recurring('plant_energy_target', 'hochalm', 100_000);
    const kept = await recurring('plant_energy_target', 'hochalm', 0);
    const cost = await add({ type_name: 'turbine_stop_cost', constrainable_id: 'hochalm.m1', value: 1_000_000 });
    // today's daytime period (06:00-17:59 local) is under way: its energy is actual, then planned
    const today = await recurring('plant_energy_target', 'hochalm', 100_000, everyDayHours(6, 17));
    await detect();
    const body = await threeDays();
    const of = (id: string) => body.violations.filter((v: { constraint_id: string }) => v.constraint_id === id);
    // one violation per night (00:00-05:59 local), the energy reached against the target
    const periods = of(short.id);
    expect(periods.length).toBeGreaterThanOrEqual(2);
    for (const p of periods) {
      expect(p.end - p.start).toBe(6 * H);
      expect(p).toMatchObject({ limit_value: 100_000, unit: 'MWh', component_id: 'hochalm' });
      expect(p.worst_value).toBeGreaterThanOrEqual(0);
      expect(p.worst_value).toBeLessThan(100_000);
    }
    expect(periods.find((p: { start: number }) => p.start === TODAY)).toMatchObject({
      source: 'actual',
      upcoming: false,
    });
    expect(periods.find((p: { start: number }) => p.start === TODAY + D)).toMatchObject({
      source: 'plan',
      upcoming: true,
    });
    expect(of(today.id).find((p: { start: number }) => p.start === TODAY + 6 * H)).toMatchObject({
      end: TODAY + 18 * H,
      source: 'plan',
      upcoming: true,
    });
    expect(of(kept.id)).toEqual([]);
    expect(of(cost.id)).toEqual([]);
  });

  it('a future level target without Advanced Production Planning is not enforced: its plan hours break nothing, its past still does', async () => {
    const c = await recurring('reservoir_level_target', 'hochalm.reservoir', 5000);
    const sources = async () => {
      const body = await threeDays();
      return body.violations
        .filter((v: { constraint_id: string }) => v.constraint_id === c.id)
        .map((v: { source: string; end: number }) => [v.source, v.end]);
    };
    // with the module: the level at the end of each night (05:00-05:59 local) is checked, past and planned
    const withModule = await sources();
    expect(withModule).toContainEqual(['actual', TODAY + 6 * H]);
    expect(withModule).toContainEqual(['plan', TODAY + D + 6 * H]);
    await withoutModule(w.t, 'hochalm', 'advanced_production_planning', async () => {
      await detect();
      expect(await sources()).toEqual(withModule.filter(([source]: [string]) => source === 'actual'));
    });
  });

  it('the default window is today 00:00 to three days later 23:59:59 in the plant zone', async () => {
    const body = (await w.t.app.inject({ method: 'GET', url: VIOLATIONS, headers: w.admin })).json();
    expect([body.start, body.end]).toEqual([TODAY, TODAY + 4 * D]);
  });

  it("only with viewConstraintViolations (admins); never another customer's portfolio", async () => {
    expect((await w.t.app.inject({ method: 'GET', url: VIOLATIONS, headers: w.operator })).statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'GET', url: VIOLATIONS })).statusCode).toBe(401);
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/api/dashboard-v3/portfolio/nope/violations', headers: w.admin }))
        .statusCode,
    ).toBe(404);
  });
});
