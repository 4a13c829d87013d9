import loadHighs from 'highs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSolvers, solvePlan } from '../solvePlan.js';
import { syntheticCascade } from '../syntheticCascade.js';
import { gridVolume } from './bidGrid.js';
import { bidVolumeAt } from './bidVolumeAt.js';
import { generateBidCurves } from './generateBidCurves.js';
import { generateBidCurvesInThread } from './generateBidCurvesInThread.js';

afterAll(() => closeSolvers());

describe('generateBidCurves (worker thread)', () => {
  const m = syntheticCascade(2, 96, { stepSeconds: 900, seed: 2 });
  const f = m.price as number[];
  const scenarios = [0.8, 1, 1.3].map((k) => f.map((p, t) => (t < 48 ? Math.round(p * k * 100) / 100 : p)));

  it('gives in a worker what the calling thread gives', async () => {
    const r = await generateBidCurves(m, { scenarios, fromStep: 0, toStep: 48 });
    const local = generateBidCurvesInThread(await loadHighs(), m, { scenarios, fromStep: 0, toStep: 48 });
    expect(r.curves).toEqual(local.curves);
    expect(r.expectedObjective).toBeCloseTo(local.expectedObjective, 6);
    expect(r.stats.cpuMs).toBeGreaterThanOrEqual(0);
  });

  it('gives the plan volume at the forecast price in deterministic mode, against solvePlan on the same model', async () => {
    const [bids, plan] = await Promise.all([
      generateBidCurves(m, { scenarios: [f], fromStep: 0, toStep: 96 }),
      solvePlan(m),
    ]);
    expect(plan.status).toBe('OPTIMAL');
    expect(bids.expectedObjective).toBeCloseTo(plan.objective, 6);
    bids.curves.forEach((c, t) =>
      expect(bidVolumeAt(c, f[t])).toBe(gridVolume(plan.units.reduce((s, u) => s + u.power[t], 0))),
    );
  });

  it('can be cancelled, and rejects bad options with their message', async () => {
    const ac = new AbortController();
    const big = syntheticCascade(6, 96 * 7, { stepSeconds: 900 });
    const run = generateBidCurves(big, {
      scenarios: [0.9, 1.1].map((k) => (big.price as number[]).map((p) => p * k)),
      fromStep: 0,
      toStep: 96,
      signal: ac.signal,
    });
    setTimeout(() => ac.abort(), 50);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    await expect(generateBidCurves(m, { scenarios, fromStep: 40, toStep: 200 })).rejects.toThrow('toStep 200');
  });
});
