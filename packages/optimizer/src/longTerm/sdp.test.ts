import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveSdp } from './sdp.js';
import { trainSddp } from './sddp.js';
import { syntheticLongTerm } from './syntheticLongTerm.js';
import { waterValueTables } from './waterValueTable.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

describe('SDP and SDDP on one seasonal reservoir', () => {
  // 52 weeks from January, 8 inflow years, peak and off-peak prices
  const model = syntheticLongTerm({ reservoirs: 1, weeks: 52, scenarios: 8, seed: 3 });

  it('agree on the expected value to 0.5 %', () => {
    const sdp = solveSdp(model);
    const sddp = trainSddp(highs, model, { gapTolerance: 0.003, simulateEvery: 10, simulationPaths: 200 });
    expect(sddp.status).toBe('CONVERGED');
    expect(Math.abs(sddp.upperBound - sdp.upperBound) / sdp.upperBound).toBeLessThan(0.005);
    expect(Math.abs(sddp.lowerBound - sdp.upperBound) / sdp.upperBound).toBeLessThan(0.005);
    // the SDP's grid only restricts decisions, so its value cannot exceed the cut model's bound by more than interpolation
    expect(sdp.upperBound).toBeLessThan(sddp.upperBound * 1.001);
  }, 180_000);

  it('water values fall with filling and are higher before the dry winter than before the melt', () => {
    const [table] = waterValueTables(model, solveSdp(model));
    expect(table.fillingPercent).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
    ]);
    for (let w = 0; w < 48; w++) {
      const row = table.valuesEurPerMwh[w] as number[];
      for (let f = 1; f < row.length; f++) expect(row[f]).toBeLessThanOrEqual(row[f - 1] + 1e-9);
      expect(row[0]).toBeGreaterThan(row[20]);
    }
    // week 40 (early October, winter ahead) against week 18 (early May, melt ahead), half full
    expect(table.valuesEurPerMwh[40][10]!).toBeGreaterThan(1.3 * table.valuesEurPerMwh[18][10]!);
    expect(table.weeks[1] - table.weeks[0]).toBe(7 * 86400 * 1000);
  });
});
