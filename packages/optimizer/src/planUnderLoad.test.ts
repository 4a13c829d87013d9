import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSolvers, solvePlan } from './solvePlan.js';
import { SOLVER_NICE, threadNice } from './solverNice.js';
import { syntheticCascade } from './syntheticCascade.js';
import { syntheticConstraints } from './syntheticConstraints.js';
import { solveQuietAndBusy } from './testing/busyLoops.js';

afterAll(() => closeSolvers());

describe('plan quality does not depend on the machine load', () => {
  // On/off decisions with start and stop costs, night residual flows and ramps: relax-and-round, the
  // search over runs and branch and cut all take part.
  const model = syntheticConstraints(syntheticCascade(3, 72, { seed: 1, start: Date.UTC(2026, 0, 4) }));

  it('the same model gives the same plan with and without two busy processes beside it', async () => {
    const { quiet, loaded } = await solveQuietAndBusy(model);
    expect(quiet.status).toBe('OPTIMAL');
    expect(quiet.stats.mip!.binaries).toBeGreaterThan(0);
    expect(loaded.objective).toBe(quiet.objective);
    expect(loaded.units.map((u) => u.power)).toEqual(quiet.units.map((u) => u.power));
    expect(loaded.stats.mip).toMatchObject({
      gap: quiet.stats.mip!.gap,
      work: quiet.stats.mip!.work,
      nodes: quiet.stats.mip!.nodes,
    });
    // the thread's own CPU clock is what the solve reports, not the wall clock
    expect(loaded.stats.cpuMs).toBeGreaterThan(0);
  });

  it.runIf(process.platform === 'linux')(
    'solver threads run at a lower priority than the thread that sent the solve',
    async () => {
      await solvePlan(syntheticCascade(1, 24)); // leaves a warm worker in the pool
      const nices = readdirSync('/proc/self/task').map((t) =>
        Number(readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1].split(' ')[16]),
      );
      expect(threadNice()).toBeLessThan(SOLVER_NICE);
      expect(nices).toContain(SOLVER_NICE);
    },
  );
});
