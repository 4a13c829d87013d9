import { afterAll, describe, expect, it } from 'vitest';
import { withHead } from './parts/head/headCascade.js';
import { closeSolvers } from './solvePlan.js';
import { syntheticCascade } from './syntheticCascade.js';
import { syntheticConstraints } from './syntheticConstraints.js';
import { solveQuietAndBusy } from './testing/busyLoops.js';

afterAll(() => closeSolvers());

describe('head model: plan quality does not depend on the machine load', () => {
  // Head data on a cascade with on/off decisions (start and stop costs, running minima): full iterations
  // solve the on/off decisions on a work budget, incremental ones are warm-started LPs.
  const model = withHead(syntheticConstraints(syntheticCascade(3, 36, { seed: 1, start: Date.UTC(2026, 0, 4) })));

  it('the iterations give the same plan with and without two busy processes beside them', async () => {
    const { quiet, loaded } = await solveQuietAndBusy(model);
    expect(quiet.status).toBe('OPTIMAL');
    const kinds = quiet.head!.iterations.map((i) => i.kind);
    expect(kinds).toContain('full');
    expect(kinds).toContain('incremental');
    expect(quiet.stats.mip!.binaries).toBeGreaterThan(0);
    expect(loaded.objective).toBe(quiet.objective);
    expect(loaded.head!.iterations).toEqual(quiet.head!.iterations);
    expect(loaded.head!.linearisedObjective).toBe(quiet.head!.linearisedObjective);
    expect(loaded.units).toEqual(quiet.units);
    expect(loaded.reservoirs).toEqual(quiet.reservoirs);
    // a harness limit, no timing claim: two busy loops beside a full test run on a shared machine
  }, 120_000);
});
