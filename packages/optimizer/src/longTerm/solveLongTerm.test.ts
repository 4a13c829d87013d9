import { afterAll, describe, expect, it } from 'vitest';
import { closeSolvers } from '../solverWorkers.js';
import { solveLongTerm } from './solveLongTerm.js';
import { syntheticLongTerm } from './syntheticLongTerm.js';
import type { ConvergencePoint } from './types.js';

afterAll(() => closeSolvers());

describe('solveLongTerm (worker thread)', () => {
  it('trains a cascade in a worker, reporting each iteration, and answers tables per reservoir', async () => {
    const model = syntheticLongTerm({ reservoirs: 2, weeks: 12, scenarios: 4 });
    const seen: ConvergencePoint[] = [];
    const r = await solveLongTerm(model, {
      maxIterations: 6,
      simulateEvery: 3,
      simulationPaths: 20,
      gapTolerance: -Infinity,
      onProgress: (p) => seen.push(p),
    });
    expect(r.method).toBe('sddp');
    expect(seen.map((p) => p.iteration)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen[2].lowerBound).not.toBeNull();
    // the cut model's bound never rises as cuts are added
    for (let i = 1; i < seen.length; i++) expect(seen[i].upperBound).toBeLessThanOrEqual(seen[i - 1].upperBound + 1e-6);
    expect(r.tables.map((t) => t.reservoirId)).toEqual(['R1', 'R2']);
    expect(r.tables[0].valuesEurPerMwh).toHaveLength(12);
  });

  it('picks the SDP for one reservoir, and can be cancelled', async () => {
    const one = await solveLongTerm(syntheticLongTerm({ reservoirs: 1, weeks: 8, scenarios: 3 }));
    expect(one.method).toBe('sdp');
    const ac = new AbortController();
    const big = solveLongTerm(syntheticLongTerm({ reservoirs: 3, weeks: 52, scenarios: 30 }), {
      signal: ac.signal,
      gapTolerance: -Infinity,
    });
    setTimeout(() => ac.abort(), 200);
    await expect(big).rejects.toMatchObject({ name: 'AbortError' });
  });
});
