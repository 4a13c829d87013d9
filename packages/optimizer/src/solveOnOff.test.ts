import fc from 'fast-check';
import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLp, ROW } from './buildLp.js';
import { highsModelData } from './highsModelData.js';
import { solveLp } from './solveLp.js';
import { closedReservoir, hourlyModel } from './testing/modelBuilders.js';
import type { GeneralConstraint, OptimizerModel, Unit } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const H = 3600;

/** The model's LP without the valid inequalities: its optimum over every on/off plan, by enumeration, and its relaxation. */
function withoutValidInequalities(model: OptimizerModel) {
  const lp = buildLp(model);
  const hm = highs.createModel(highsModelData(highs, lp));
  try {
    hm.options.set({ output_flag: false });
    const valid = [...lp.rowKind.keys()].filter((r) => lp.rowKind[r] === ROW.VALID);
    hm.deleteRows({ kind: 'set', indices: Int32Array.from(valid) });
    const bins = Int32Array.from(lp.cons.binaries).sort();
    hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(bins.length));
    hm.run();
    const relaxation = hm.getObjectiveValue();
    let best = -Infinity;
    for (let mask = 0; mask < 1 << bins.length; mask++) {
      const fixed = Float64Array.from(bins, (_, i) => (mask >> i) & 1);
      hm.changeColsBounds({ kind: 'set', indices: bins }, fixed, fixed);
      hm.run();
      if (hm.getModelStatus() === highs.constants.modelStatus.optimal) best = Math.max(best, hm.getObjectiveValue());
    }
    return { valid: valid.length, relaxation, best };
  } finally {
    hm.dispose();
  }
}

/** The relaxation of the model as built (with the valid inequalities). */
function relaxation(model: OptimizerModel) {
  const lp = buildLp(model);
  const hm = highs.createModel(highsModelData(highs, lp));
  try {
    hm.options.set({ output_flag: false });
    const bins = Int32Array.from(lp.cons.binaries).sort();
    hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(bins.length));
    hm.run();
    return hm.getObjectiveValue();
  } finally {
    hm.dispose();
  }
}

describe('valid inequalities of on/off decisions', () => {
  // A unit with a technical minimum of qTech (its first curve point) below 10 m3/s.
  const unit = (qTech: number, over: Partial<Unit> = {}): Unit => ({
    id: 'G',
    type: 'TURBINE',
    upstream: 'R',
    downstream: null,
    curve: [
      { q: qTech, p: qTech * 0.9 },
      { q: 10, p: 10 },
    ],
    ...over,
  });
  const model = (
    price: number[],
    content: number,
    qTech: number,
    constraints: GeneralConstraint[],
    initialOn?: boolean,
  ): OptimizerModel =>
    hourlyModel(price.length, price, {
      start: Date.UTC(2026, 5, 1),
      reservoirs: [closedReservoir(content, { terminalWaterValue: 25 / 3600 })],
      units: [unit(qTech, initialOn === undefined ? {} : { initialOn })],
      constraints,
    });

  it('cut off no on/off plan: the MIP optimum equals the best of all on/off plans without them, and the relaxation only gets tighter', () => {
    const arb = fc.record({
      price: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 4, maxLength: 5 }),
      content: fc.integer({ min: 0, max: 40 }).map((h) => (h * 10 * H) / 4),
      qTech: fc.integer({ min: 1, max: 8 }),
      start: fc.integer({ min: 0, max: 600 }),
      stop: fc.integer({ min: 0, max: 600 }),
      residual: fc.option(
        fc.record({ v: fc.integer({ min: 1, max: 9 }), hard: fc.boolean(), from: fc.integer({ min: 0, max: 3 }) }),
        { nil: undefined },
      ),
      ramp: fc.option(
        fc.record({
          v: fc.integer({ min: 1, max: 9 }),
          kind: fc.constantFrom('RAMP_FLOW_UP' as const, 'RAMP_FLOW_DOWN' as const, 'RAMP_FLOW' as const),
          hard: fc.boolean(),
        }),
        { nil: undefined },
      ),
      minPower: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
      initialOn: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const steps = a.price.length;
        const cs: GeneralConstraint[] = [
          { id: 'start', kind: 'START_COST', target: 'G', value: a.start, tier: 'tactical' },
          { id: 'stop', kind: 'STOP_COST', target: 'G', value: a.stop, tier: 'tactical' },
        ];
        if (a.residual)
          cs.push({
            id: 'res',
            kind: 'MIN_DISCHARGE',
            target: 'G',
            value: Array.from({ length: steps }, (_, t) => (t >= a.residual!.from ? a.residual!.v : null)),
            tier: 'regulatory',
            hard: a.residual.hard,
          });
        if (a.ramp)
          cs.push({
            id: 'ramp',
            kind: a.ramp.kind,
            target: 'G',
            value: a.ramp.v,
            tier: 'regulatory',
            hard: a.ramp.hard,
          });
        if (a.minPower) cs.push({ id: 'p', kind: 'MIN_POWER', target: 'G', value: a.minPower, tier: 'tactical' });
        const m = model(a.price, a.content, a.qTech, cs, a.initialOn);
        const ref = withoutValidInequalities(m);
        const r = solveLp(highs, m, { mipGap: 0 });
        if (ref.best === -Infinity) {
          expect(r.status).not.toBe('OPTIMAL');
          return;
        }
        expect(r.status, r.messages.join('; ')).toBe('OPTIMAL');
        expect(r.objective).toBeCloseTo(ref.best, 4);
        expect(relaxation(m)).toBeLessThanOrEqual(ref.relaxation + 1e-6 * Math.max(1, Math.abs(ref.relaxation)));
      }),
      { numRuns: 40, seed: 12 },
    );
  });

  it('close the relaxation of a residual flow below the technical minimum: the rounded relaxation is proven optimal without branch and bound', () => {
    // Night residual flow of 1 m3/s, technical minimum 4 m3/s (a free start still makes on/off decisions): the
    // unit runs at 4 m3/s at night, 3 m3/s worth 25 EUR/MWh sold at 10 (-180 EUR), where the relaxation ran 1/10 on.
    const price = [10, 10, 60, 60, 10, 10, 60, 60];
    const m = model(price, 1e6, 4, [
      { id: 'start', kind: 'START_COST', target: 'G', value: 0, tier: 'tactical' },
      {
        id: 'res',
        kind: 'MIN_DISCHARGE',
        target: 'G',
        value: price.map((p) => (p < 20 ? 1 : null)),
        tier: 'regulatory',
      },
    ]);
    const ref = withoutValidInequalities(m);
    expect(ref.valid).toBeGreaterThan(0);
    const r = solveLp(highs, m);
    expect(r.objective).toBeCloseTo(ref.best, 6);
    expect(relaxation(m)).toBeCloseTo(ref.best, 6);
    expect(ref.relaxation - ref.best).toBeCloseTo(180, 6);
    expect(r.stats.mip).toMatchObject({ binaries: 8, nodes: 0, rounded: true, budgetSpent: false });
    expect(r.units[0].discharge.every((q) => q >= 4 - 1e-6)).toBe(true);
  });
});

describe('relax-and-round, then branch and cut', () => {
  it('when the rounded relaxation is not proven, the MIP goes on from it and finds the best on/off plan', () => {
    // Cheap hours between dear ones and 27.5 full-load hours of water (found by a seeded search): the
    // relaxation runs the unit part-on, so rounding alone is not within the gap.
    const m = hourlyModel(6, [58, 3, 36, 6, 61, 38], {
      start: Date.UTC(2026, 5, 1),
      reservoirs: [
        {
          id: 'R',
          initialContent: 99_000,
          inflow: 0,
          hardMinContent: 0,
          hardMaxContent: 1e7,
          spillAllowed: false,
          terminalWaterValue: 25 / 3600,
        },
      ],
      units: [
        {
          id: 'G',
          type: 'TURBINE',
          upstream: 'R',
          downstream: null,
          curve: [
            { q: 4, p: 3.6 },
            { q: 10, p: 10 },
          ],
          initialOn: false,
        },
      ],
      constraints: [
        { id: 'start', kind: 'START_COST', target: 'G', value: 292, tier: 'tactical' },
        { id: 'stop', kind: 'STOP_COST', target: 'G', value: 97, tier: 'tactical' },
      ],
    });
    const r = solveLp(highs, m);
    expect(r.status).toBe('OPTIMAL');
    expect(r.stats.mip).toMatchObject({ binaries: 6, rounded: false, budgetSpent: false });
    expect(r.stats.mip!.gap).toBeLessThanOrEqual(0.001);
    expect(r.objective).toBeCloseTo(withoutValidInequalities(m).best, 6);
    for (const q of r.units[0].discharge) expect(q < 1e-6 || q >= 4 - 1e-6).toBe(true);
  });
});
