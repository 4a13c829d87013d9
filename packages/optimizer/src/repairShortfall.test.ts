import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLp } from './buildLp.js';
import { highsModelData } from './highsModelData.js';
import { pumpPlant, reserve, lowerEmpty } from './parts/reserves/reserveTestPlant.js';
import { dropModeOffers, repairShortfall } from './repairShortfall.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

describe('repairShortfall', () => {
  it('a pump turbine left pumping where it cannot pump: generates over the short blocks and holds its FCR', () => {
    // Two 4-hour blocks; L is empty, so pumping mode (on = 0) in the first leaves the 10 MW FCR short there.
    const fcr = reserve({ id: 'fcr', product: 'FCR', direction: 'symmetric', type: 'spinning', mw: 10 });
    const m = lowerEmpty(pumpPlant([fcr], 8));
    const lp = buildLp(m);
    const hm = highs.createModel(highsModelData(highs, lp));
    hm.options.set({ output_flag: false });
    const bins = Int32Array.from(lp.cons.binaries).sort();
    const solveFixed = (fixed: Float64Array) => {
      hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(bins.length));
      hm.changeColsBounds({ kind: 'set', indices: bins }, fixed, fixed);
      hm.run();
      return { objective: hm.getObjectiveValue(), x: Float64Array.from(hm.getSolution().colValue) };
    };
    // Pumping mode in the first block, generating in the second: only the first is short.
    const on = (t: number) => bins.indexOf(lp.cons.onCol[t]);
    const fixed = new Float64Array(bins.length);
    for (let t = 4; t < 8; t++) fixed[on(t)] = 1;
    const pumping = solveFixed(fixed);
    const [first, second] = lp.reserveIndex!.blocks[0];
    expect(pumping.x[first.shortfall]).toBeCloseTo(10, 9);
    expect(pumping.x[second.shortfall]).toBeCloseTo(0, 9);

    const repaired = repairShortfall(lp, bins, fixed, pumping.x)!;
    expect(Array.from({ length: 8 }, (_, t) => repaired[on(t)])).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    const generating = solveFixed(repaired);
    expect(generating.x[first.shortfall]).toBeCloseTo(0, 9);
    expect(generating.objective).toBeGreaterThan(pumping.objective);
    // Nothing short: nothing to repair.
    expect(repairShortfall(lp, bins, repaired, generating.x)).toBeNull();
    hm.dispose();
  });

  it('drops the offers of blocks where the relaxation mixes the modes, keeps the others', () => {
    const offer = reserve({
      id: 'afrr',
      type: 'spinning',
      mode: 'additional',
      mw: 30,
      minBid: 5,
      capacityPrice: 9,
    });
    const lp = buildLp(pumpPlant([offer], 8));
    const bins = Int32Array.from(lp.cons.binaries).sort();
    const [first, second] = lp.reserveIndex!.blocks[0];
    expect(first.ints).toHaveLength(1);
    // The relaxation: on 0.7 in step 2 (mixed modes), integral elsewhere; the rounding offers in both blocks.
    const relaxed = new Float64Array(lp.colCost.length);
    for (let t = 0; t < 8; t++) relaxed[lp.cons.onCol[t]] = t === 2 ? 0.7 : 1;
    const fixed = Float64Array.from(bins, (c) => (c === first.ints[0] || c === second.ints[0] ? 1 : 0));
    const dropped = dropModeOffers(lp, bins, fixed, relaxed)!;
    expect(dropped[bins.indexOf(first.ints[0])]).toBe(0);
    expect(dropped[bins.indexOf(second.ints[0])]).toBe(1);
    relaxed[lp.cons.onCol[2]] = 1;
    expect(dropModeOffers(lp, bins, fixed, relaxed)).toBeNull();
  });
});
