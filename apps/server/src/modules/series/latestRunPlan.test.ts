import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOCHALM, planFrame } from './testing/planFrame.js';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { startRunAndWait } from '../../testing/optimizationRuns.js';

let t: TestApp;
let operator: Record<string, string>;
const H = 3_600_000;

// workers only: no periodic optimisation adds runs mid-test
beforeAll(async () => ({ t, operator } = await signedInWorldApp({ workers: true })), 180_000);
afterAll(() => t?.close());

const runAndWait = (hours: number) => startRunAndWait(t.app, `${HOCHALM}/optimization`, operator, { hours });

async function storedPlan(unit: string, runId: string | null, start: number, end: number) {
  const { rows } = await sql<{ ts: number; value: number }>`
    select (extract(epoch from v.ts) * 1000)::float8 as ts, v.value from series s join series_value v on v.series_id = s.id
    where s.control_unit_id = ${unit} and s.quantity = 'power' and s.kind = 'plan'
      and s.run_id is not distinct from ${runId}::uuid
      and s.version = (select max(version) from series x where x.control_unit_id = ${unit} and x.quantity = 'power' and x.kind = 'plan' and x.run_id is not distinct from ${runId}::uuid)
      and v.ts >= to_timestamp(${start / 1000}::float8) and v.ts < to_timestamp(${end / 1000}::float8)
    order by v.ts`.execute(t.db);
  return rows;
}

const operatorsPlan = (unit: string, start: number, end: number) => planFrame(t, operator, unit, start, end);

describe("plant power reads the latest run's plan", () => {
  it('answers the plan of the latest succeeded run over its horizon, and the simulated plan where no run covers the range', async () => {
    await runAndWait(48);
    const run = await runAndWait(24); // the newer run wins over the older one
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    const { start, end } = run.summary as { start: number; end: number };
    expect(end - start).toBe(24 * H);

    for (const unit of ['hochalm.m1', 'hochalm.m2']) {
      const expected = await storedPlan(unit, run.id, start, end);
      expect(expected).toHaveLength(24);
      const f = await operatorsPlan(unit, start, end);
      expect(f.time).toEqual(expected.map((r) => r.ts));
      expect(f.values).toEqual(expected.map((r) => r.value));
    }
    // the run's plan is not the simulated one, so the equality above is not by chance
    const simulated = await storedPlan('hochalm.m1', null, start, end);
    expect(simulated.map((r) => r.value)).not.toEqual(
      (await storedPlan('hochalm.m1', run.id, start, end)).map((r) => r.value),
    );

    // a range far from any run still answers the stored simulated plan
    const from = Date.UTC(2026, 4, 1);
    const old = await operatorsPlan('hochalm.m1', from, from + 24 * H);
    expect(old.values).toEqual((await storedPlan('hochalm.m1', null, from, from + 24 * H)).map((r) => r.value));
  });
});
