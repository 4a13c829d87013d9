import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { solveInWindows } from './solveInWindows.js';
import { solvePlanInThread } from './solvePlanInThread.js';
import { solveLp } from './solveLp.js';
import { syntheticCascade } from './syntheticCascade.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

describe('solveInWindows (long horizons)', () => {
  it('stitches windows into one plan that obeys every balance and limit, close to the exact optimum', () => {
    const model = syntheticCascade(3, 24 * 7 * 5, { seed: 3 });
    // Water in transit and ramps cross the window borders.
    model.units.forEach((u) => {
      u.delaySteps = 3;
    });
    const exact = solveLp(highs, model);
    const win = solveInWindows(highs, model, { windowSteps: 24 * 7 });
    expect(win.status).toBe('OPTIMAL');
    expect(win.stats.method).toBe('windows');
    expect(checkPlan(model, win)).toEqual([]);
    expect(win.units[0].power).toHaveLength(model.steps);
    expect(win.objective).toBeLessThanOrEqual(exact.objective + 1e-6 * Math.abs(exact.objective));
    expect(win.objective).toBeGreaterThan(exact.objective * 0.98);
    expect(win.objective).toBeCloseTo(win.revenue - win.penalty + win.terminalValue, 4);
  });

  it('auto method: one LP up to 1344 steps, windows beyond', () => {
    const short = solvePlanInThread(highs, syntheticCascade(1, 24 * 7));
    expect(short.stats.method).toBe('lp');
    const long = solvePlanInThread(highs, syntheticCascade(1, 24 * 60));
    expect(long.stats.method).toBe('windows');
    expect(long.status).toBe('OPTIMAL');
  });
});
