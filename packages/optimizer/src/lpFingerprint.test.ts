// The LP of every demo plant, benchmark model and feature model stays as it was when the LP builder
// became parts (issue 22): identical LP text, row and column counts, and the relaxation's optimum to
// 1e-9. After a deliberate change of the LP, rewrite the baseline: LP_BASELINE=write npx vitest run <this file>.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import loadHighs, { type Highs } from 'highs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cascade8, demoPumpedStorage, demoRunOfRiver, demoStoragePlant } from '../../../bench/optimizerModels.js';
import { lpCorpus } from './testing/lpCorpus.js';
import { lpFingerprint, type LpFingerprint } from './testing/lpFingerprint.js';
import type { OptimizerModel } from './types.js';

const fixtures = new URL('./fixtures/', import.meta.url);
const baselineFile = new URL('lpBaseline.json', fixtures);

function models(): { name: string; model: OptimizerModel }[] {
  const demo = new URL('demoPlants/', fixtures);
  return [
    ...readdirSync(demo)
      .sort()
      .map((f) => ({
        name: `demo plant ${f.replace('.json', '')}`,
        model: JSON.parse(readFileSync(new URL(f, demo), 'utf8')) as OptimizerModel,
      })),
    { name: 'bench: demo storage plant', model: demoStoragePlant(240) },
    { name: 'bench: demo run-of-river cascade', model: demoRunOfRiver(240) },
    { name: 'bench: demo pumped storage', model: demoPumpedStorage(240) },
    { name: 'bench: 8-reservoir cascade, 1 week hourly', model: cascade8(168) },
    { name: 'bench: 8-reservoir cascade, 1 week at 15 min', model: cascade8(672, 900) },
    ...lpCorpus(),
  ];
}

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const before = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, LpFingerprint>;
const written: Record<string, LpFingerprint> = {};
const all = models();

describe('LP fingerprints: every model gives the LP it gave before the builder became parts', () => {
  it('covers the same models as the baseline', () => {
    expect(all.map((m) => m.name)).toEqual(Object.keys(before));
  });

  for (const { name, model } of all)
    it(name, () => {
      const n = lpFingerprint(model, highs);
      written[name] = n;
      const b = before[name];
      expect({ rows: n.rows, cols: n.cols, nonzeros: n.nonzeros }).toEqual({
        rows: b.rows,
        cols: b.cols,
        nonzeros: b.nonzeros,
      });
      if (typeof b.objective === 'number') {
        expect(typeof n.objective).toBe('number');
        expect(Math.abs((n.objective as number) - b.objective)).toBeLessThanOrEqual(
          1e-9 * Math.max(1, Math.abs(b.objective)),
        );
      } else expect(n.objective).toBe(b.objective);
      expect(n.text, 'LP text').toBe(b.text);
      expect(n.lp, 'LP arrays').toBe(b.lp);
      expect(n.labelled, 'LP arrays with labels').toBe(b.labelled);
    });

  afterAll(() => {
    if (process.env.LP_BASELINE === 'write') writeFileSync(baselineFile, JSON.stringify(written, null, 1) + '\n');
  });
});
