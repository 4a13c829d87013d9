import { afterAll, describe, expect, it } from 'vitest';
import { closeSolvers, solvePlan, warmSolvers } from './solvePlan.js';
import { idleSolvers } from './solverWorkers.js';
import { syntheticCascade } from './syntheticCascade.js';

afterAll(() => closeSolvers());

describe('solve (worker thread)', () => {
  it('solves in a worker and returns the plan', async () => {
    const r = await solvePlan(syntheticCascade(2, 48));
    expect(r.status).toBe('OPTIMAL');
    expect(r.units).toHaveLength(2);
    expect(r.reservoirs[0].content).toHaveLength(48);
  });

  it('can be cancelled, and the next solve still works', async () => {
    const ac = new AbortController();
    const big = solvePlan(syntheticCascade(8, 24 * 90), { signal: ac.signal });
    setTimeout(() => ac.abort(), 50);
    await expect(big).rejects.toMatchObject({ name: 'AbortError' });
    const r = await solvePlan(syntheticCascade(1, 24));
    expect(r.status).toBe('OPTIMAL');
  });

  it('keeps the calling thread free while it solves (the solve runs in a worker)', async () => {
    // A solve on the calling thread would let no timer tick before its promise settled. How short
    // the ticks stay is measured, not asserted: bench/health-during-solve.bench.ts.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    let ticksBeforeResult = -1;
    const r = await solvePlan(syntheticCascade(8, 24 * 21)).finally(() => (ticksBeforeResult = ticks));
    clearInterval(timer);
    expect(r.status).toBe('OPTIMAL');
    expect(ticksBeforeResult).toBeGreaterThan(0);
  });

  it('rejects bad input with a clear error', async () => {
    await expect(
      solvePlan({ start: 0, stepSeconds: 3600, steps: 2, price: [1], reservoirs: [], units: [] }),
    ).rejects.toThrow('Price has 1 values for 2 steps');
  });

  it('warms workers ahead of the first solve, which takes a warm one (no worker to start)', async () => {
    await closeSolvers();
    await warmSolvers();
    expect(idleSolvers()).toBe(2);
    const plan = solvePlan(syntheticCascade(2, 48));
    expect(idleSolvers()).toBe(1);
    expect((await plan).status).toBe('OPTIMAL');
    expect(idleSolvers()).toBe(2);
    await closeSolvers();
  }, 120_000);
});
