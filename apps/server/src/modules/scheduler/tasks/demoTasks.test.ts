import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorldTestApp } from '../../../testing/createWorldTestApp.js';
import type { TestApp } from '../../../testing/createTestApp.js';
import { MEASURED_SOURCE, onReplanNotice, type ReplanNotice } from '../../series/index.js';
import type { TaskContext } from '../periodicTask.js';
import { advanceTelemetry } from './advanceTelemetry.js';
import { checkDataQuality } from './checkDataQuality.js';
import { refreshPriceForecasts } from './refreshPriceForecasts.js';

let t: TestApp;
let ctx: TaskContext;
const WORLD_NOW = Date.UTC(2026, 9, 30, 12);

beforeAll(async () => {
  t = await createWorldTestApp();
  t.clock.advance(WORLD_NOW + 3.5 * 3_600_000 - Date.now()); // 15:30 on the world's "today"
  ctx = { db: t.db, log: t.app.log, clock: t.clock, boss: {} as PgBoss, params: {} };
}, 180_000);
afterAll(() => t?.close());

const latest = async (owner: string, quantity: string) =>
  (
    await sql<{ ts: Date; value: number }>`
      select v.ts, v.value from series s join series_value v on v.series_id = s.id
      where coalesce(s.control_unit_id, s.hydro_body_id) = ${owner} and s.quantity = ${quantity} and s.kind = 'actual' and s.run_id is null
      order by v.ts desc limit 1`.execute(t.db)
  ).rows[0];

describe('demo world tasks', () => {
  it('advance-telemetry adds the ended hours from the stored schedule, so the latest telemetry moves', async () => {
    expect((await latest('hochalm.m1', 'power')).ts.getTime()).toBe(WORLD_NOW - 3_600_000);
    const notices: ReplanNotice[] = [];
    const off = onReplanNotice((n) => notices.push(n));
    const out = (await advanceTelemetry.run(ctx)) as { values_added: number; latest_telemetry: string };
    off();
    expect(out.values_added).toBeGreaterThan(0);
    // the demo's replayed hours are no measurements: they queue no re-plan (the hourly runs plan)
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.filter((n) => n.source === MEASURED_SOURCE)).toEqual([]);
    const power = await latest('hochalm.m1', 'power');
    expect(power.ts.getTime()).toBe(WORLD_NOW + 2 * 3_600_000); // 12:00, 13:00 and 14:00 have ended
    const plan = await sql<{ value: number }>`
      select v.value from series s join series_value v on v.series_id = s.id
      where s.control_unit_id = 'hochalm.m1' and s.quantity = 'power' and s.kind = 'plan' and s.run_id is null and v.ts = ${power.ts}`.execute(
      t.db,
    );
    expect(power.value).toBe(plan.rows[0].value);
    expect((await advanceTelemetry.run(ctx)) as { values_added: number }).toMatchObject({ values_added: 0 }); // idempotent
  });

  it('advance-telemetry leaves plants outside the simulated world alone: their stopped data stays a gap', async () => {
    // Innau as an administrator's plant would be (created in the browser, not by the world loader)
    await sql`update physical_plant set simulated = false where id = 'innau'`.execute(t.db);
    t.clock.advance(3 * 3_600_000);
    try {
      const unit = (
        await sql<{
          id: string;
        }>`select id from control_unit where physical_plant_id = 'innau' and type = 'TURBINE' order by id limit 1`.execute(
          t.db,
        )
      ).rows[0].id;
      const before = await latest(unit, 'power');
      const hochalm = await latest('hochalm.m1', 'power');
      await advanceTelemetry.run(ctx);
      expect((await latest(unit, 'power')).ts).toEqual(before.ts);
      expect((await latest('hochalm.m1', 'power')).ts.getTime()).toBe(hochalm.ts.getTime() + 3 * 3_600_000);
      const loaded = await sql<{ id: string }>`select id from physical_plant where simulated order by id`.execute(t.db);
      expect(loaded.rows.map((r) => r.id)).toEqual(['brunnau', 'gletschersee', 'hochalm', 'leitenau']);
    } finally {
      t.clock.advance(-3 * 3_600_000);
      await sql`update physical_plant set simulated = true where id = 'innau'`.execute(t.db);
    }
  });

  it('refresh-price-forecasts extends the forecasts to ten days ahead', async () => {
    t.clock.advance(2 * 86_400_000); // forecasts reach 2026-11-05 00:00; ten days from 11-01 is 11-11
    const out = (await refreshPriceForecasts.run(ctx)) as { price_values_added: number; inflow_values_added: number };
    expect(out.price_values_added).toBeGreaterThan(0);
    expect(out.inflow_values_added).toBeGreaterThan(0);
    t.clock.advance(-2 * 86_400_000);
  });

  it('check-data-quality reports missing actuals per live plant', async () => {
    const out = (await checkDataQuality.run(ctx)) as { plants: { plant: string; missing: number }[] };
    expect(out.plants.map((p) => p.plant).sort()).toEqual(['brunnau', 'gletschersee', 'hochalm', 'innau', 'leitenau']);
  });
});
