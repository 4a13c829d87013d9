// The LP of every demo plant, benchmark model and feature model stays as it was when the LP builder
// became parts (issue 22): identical LP text, row and column counts, and the relaxation's optimum to
// 1e-9. After a deliberate change of the LP, rewrite the baseline: LP_BASELINE=write npx vitest run <this file>.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('LP fingerprints', () => {
  it('every model gives the LP it gave before the builder became parts', () => {
    const now: Record<string, LpFingerprint> = {};
    for (const { name, model } of models()) now[name] = lpFingerprint(model, highs);
    if (process.env.LP_BASELINE === 'write') writeFileSync(baselineFile, JSON.stringify(now, null, 1) + '\n');
    const before = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, LpFingerprint>;
    expect(Object.keys(now)).toEqual(Object.keys(before));
    for (const [name, b] of Object.entries(before)) {
      const n = now[name];
      expect({ rows: n.rows, cols: n.cols, nonzeros: n.nonzeros }, name).toEqual({
        rows: b.rows,
        cols: b.cols,
        nonzeros: b.nonzeros,
      });
      if (typeof b.objective === 'number') {
        expect(typeof n.objective, name).toBe('number');
        expect(Math.abs((n.objective as number) - b.objective), name).toBeLessThanOrEqual(
          1e-9 * Math.max(1, Math.abs(b.objective)),
        );
      } else expect(n.objective, name).toBe(b.objective);
      expect(n.text, `${name}: LP text`).toBe(b.text);
      expect(n.lp, `${name}: LP arrays`).toBe(b.lp);
      expect(n.labelled, `${name}: LP arrays with labels`).toBe(b.labelled);
    }
  }, 300_000);
});
