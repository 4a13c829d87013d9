import { solveSdp } from '../longTerm/sdp.js';
import { syntheticLongTerm } from '../longTerm/syntheticLongTerm.js';
import { syntheticCascade } from '../syntheticCascade.js';
import { syntheticConstraints } from '../syntheticConstraints.js';
import type { GeneralConstraint, OptimizerModel, Unit } from '../types.js';
import { randomPlant } from './randomPlant.js';

/**
 * Models that together reach every branch of the LP builder: random plants, the constraints
 * benchmark's cascades, a plant valued by long-term cuts and small plants with each feature and each
 * constraint kind. The LP fingerprint test (lpFingerprint.test.ts) keeps their LPs unchanged.
 */
export function lpCorpus(): { name: string; model: OptimizerModel }[] {
  const out: { name: string; model: OptimizerModel }[] = [];
  for (let seed = 1; seed <= 25; seed++) out.push({ name: `random plant ${seed}`, model: randomPlant(seed) });
  out.push({ name: 'constraints benchmark', model: syntheticConstraints(syntheticCascade(8, 168, { seed: 42 })) });
  out.push({ name: 'long-term cuts', model: longTermValued() });
  for (const [name, model] of Object.entries(features())) out.push({ name: `feature: ${name}`, model });
  return out;
}

/** A seasonal reservoir valued by its long-term value function at the start of week 41 (futureValue.test.ts). */
function longTermValued(): OptimizerModel {
  const lt = syntheticLongTerm({ reservoirs: 1, weeks: 52, scenarios: 8, seed: 3 });
  const cuts = solveSdp(lt)
    .valueFunctions.find((v) => v.stage === 41)!
    .cuts.map((c) => ({ intercept: c.intercept, slopes: { R1: c.slopes[0] } }));
  const price = Array.from({ length: 72 }, (_, t) => 55 + 20 * Math.sin((((t % 24) - 6) / 24) * 2 * Math.PI));
  return {
    start: lt.stages[40].start,
    stepSeconds: 3600,
    steps: 72,
    price,
    reservoirs: [
      {
        id: 'R1',
        initialContent: 0.4 * lt.reservoirs[0].maxContent,
        inflow: 6,
        hardMinContent: 0,
        hardMaxContent: lt.reservoirs[0].maxContent,
        terminalWaterValue: 0.01,
      },
    ],
    units: lt.units.map((u) => ({ ...u, delaySteps: 2 })),
    futureValue: { cuts },
  };
}

const T = 24;
const each = (v: number, from = 0, to = T) => Array.from({ length: T }, (_, t) => (t >= from && t < to ? v : null));

/** A three-reservoir cascade (pump turbine on top), a gate and a pump below, for the feature variants. */
function base(): OptimizerModel {
  const m = syntheticCascade(3, T, { seed: 7 });
  const curve = [
    { level: 500, content: 0 },
    { level: 520, content: 10e6 },
    { level: 540, content: 45e6 },
  ];
  return {
    ...m,
    reservoirs: m.reservoirs.map((r, i) => (i === 0 ? { ...r, levelContent: curve } : r)),
    units: [
      ...m.units,
      { id: 'W2', type: 'GATE', upstream: 'R2', downstream: 'R3', qMax: 80, delaySteps: 1 },
      { id: 'P3', type: 'PUMP', upstream: 'R2', downstream: 'R3', pumpPowerPerFlow: 2.1, pumpQMax: 12 },
    ],
  };
}

function withUnits(m: OptimizerModel, f: (u: Unit, i: number) => Unit): OptimizerModel {
  return { ...m, units: m.units.map(f) };
}

function features(): Record<string, OptimizerModel> {
  const b = base();
  const r1 = b.reservoirs[0];
  const legacy: GeneralConstraint[] = [
    { id: 'l1', kind: 'MIN_LEVEL', target: 'R1', value: each(512, 3, 20), label: 'summer level' },
    { id: 'l2', kind: 'MAX_LEVEL', target: 'R1', value: 538, hard: true },
    { id: 'l3', kind: 'MIN_CONTENT', target: 'R2', value: each(0.2e6, 0, 10), hard: true },
    { id: 'l4', kind: 'MAX_CONTENT', target: 'R3', value: each(4e6) },
    { id: 'l5', kind: 'MIN_DISCHARGE', target: 'G2', value: each(2, 4, 8) },
    { id: 'l6', kind: 'MAX_DISCHARGE', target: 'G3', value: 30, fromStep: 10 },
    { id: 'l7', kind: 'MIN_POWER', target: 'P3', value: each(1, 0, 3) },
    { id: 'l8', kind: 'MAX_POWER', target: 'G1', value: 50 },
    { id: 'l9', kind: 'RAMP_POWER', target: 'G2', value: 5 },
    { id: 'l10', kind: 'RAMP_FLOW', target: 'P3', value: 3 },
  ];
  const tiered: GeneralConstraint[] = [
    { id: 't1', kind: 'MIN_LEVEL', target: 'R1', value: each(515, 5), tier: 'regulatory' },
    { id: 't2', kind: 'MAX_CONTENT', target: 'R2', value: 3e6, tier: 'tactical' },
    { id: 't3', kind: 'LEVEL_TARGET', target: 'R1', value: [...each(520, 10, 12).slice(0, 20), 521, 521, 521, 521] },
    { id: 't4', kind: 'MIN_SPILL', target: 'R3', value: each(0.5, 0, 6), tier: 'physical' },
    { id: 't5', kind: 'MAX_SPILL', target: 'R2', value: 5, hard: true },
    { id: 't6', kind: 'MIN_DISCHARGE', target: '*', value: each(10, 2, 9), tier: 'regulatory' },
    { id: 't7', kind: 'MAX_DISCHARGE', target: 'G2', value: 25, tier: 'tactical' },
    { id: 't8', kind: 'MIN_POWER', target: 'G3', value: each(3, 12, 18), tier: 'regulatory' },
    { id: 't9', kind: 'MAX_POWER', target: '*', value: 150, tier: 'physical' },
    { id: 't10', kind: 'RAMP_POWER', target: '*', value: 40, tier: 'tactical' },
    { id: 't11', kind: 'RAMP_POWER_UP', target: 'G1', value: 20, tier: 'tactical' },
    { id: 't12', kind: 'RAMP_POWER_DOWN', target: 'G3', value: 15 },
    { id: 't13', kind: 'RAMP_FLOW', target: 'G2', value: 6, tier: 'regulatory' },
    { id: 't14', kind: 'RAMP_FLOW_UP', target: 'G3', value: 4 },
    { id: 't15', kind: 'RAMP_FLOW_DOWN', target: 'W2', value: 8, hard: true },
    { id: 't16', kind: 'MIN_ENERGY', target: '*', value: each(200, 6, 12) },
    { id: 't17', kind: 'MIN_ENERGY', target: 'G2', value: each(20, 14, 20), tier: 'tactical' },
    { id: 't18', kind: 'START_COST', target: 'G2', value: 500 },
    { id: 't19', kind: 'STOP_COST', target: 'G2', value: 300 },
    { id: 't20', kind: 'MUST_RUN', target: 'G3', value: each(0, 8, 12) },
    { id: 't21', kind: 'MUST_RUN', target: 'G3', value: each(4, 16, 18), tier: 'physical' },
    { id: 't22', kind: 'FORBIDDEN_ZONE', target: 'G2', value: each(5, 0, 12), upper: 9 },
    { id: 't23', kind: 'START_COST', target: 'G1', value: each(800, 3) },
  ];
  const initial = (u: Unit, i: number): Unit => ({
    ...u,
    initialPower: i === 1 ? 4 : undefined,
    initialFlow: i === 2 ? 6 : undefined,
    initialOn: i === 0 ? true : undefined,
  });
  return {
    base: b,
    'levels and end target': {
      ...b,
      reservoirs: b.reservoirs.map((r, i) =>
        i === 0
          ? { ...r, minLevel: each(510, 0, 12), maxLevel: 539, targetEndContent: 0.45 * r.initialContent }
          : { ...r, maxContent: each(3.5e6, 6) },
      ),
      penalties: { softLimit: 3, spill: 0.001 },
    },
    'held reservoirs': withUnits(b, (u, i) =>
      i === 1
        ? { ...u, optimizationMode: 'FOLLOWING_UPSTREAM' }
        : i === 2
          ? { ...u, optimizationMode: 'FOLLOWING_DOWNSTREAM' }
          : u,
    ),
    'spill and history': {
      ...withUnits(b, (u, i) => (i < 3 ? { ...u, delaySteps: 2, releaseHistory: [3 + i, 4 + i] } : u)),
      reservoirs: b.reservoirs.map((r, i) => ({
        ...r,
        spillDelaySteps: 2,
        spillHistory: [1, 2],
        spillMax: i === 1 ? 20 : undefined,
        spillAllowed: i !== 2,
        spillTo: i === 0 ? 'R3' : r.spillTo,
      })),
    },
    'unit limits, outages and overrides': withUnits(b, (u, i) => ({
      ...u,
      qMin: i === 1 ? 1 : undefined,
      qMax: i === 2 ? 35 : u.qMax,
      pMin: i === 2 ? 2 : undefined,
      pMax: i === 0 ? 60 : undefined,
      availability: each(i === 2 ? 1 : 30, 5, 9),
      fixedPower: i === 0 ? each(-10, 2, 4) : i === 4 ? each(-8, 10, 12) : i === 1 ? each(12, 20, 22) : undefined,
      fixedFlow: i === 3 ? each(15, 0, 2) : i === 2 ? each(10, 22) : undefined,
      rampFlow: i === 4 ? 4 : i === 1 ? 7 : undefined,
      initialFlow: i === 4 ? 0 : undefined,
      initialPower: i === 1 ? 3 : undefined,
    })),
    'legacy constraints': { ...b, constraints: legacy },
    'constraints of every kind': {
      ...withUnits(b, initial),
      constraints: tiered,
      penalties: { tierFactor: { tactical: 5 } },
    },
    'running minima': withUnits(b, (u, i) => ({
      ...u,
      runMinPower: i === 1 ? 6 : undefined,
      runMinFlow: i === 2 ? 8 : i === 3 ? 10 : undefined,
      pumpRunMinPower: i === 0 ? 20 : undefined,
      pumpRunMinFlow: i === 4 ? 5 : undefined,
      fixedPower: i === 1 ? each(0, 3, 5) : undefined,
      qMax: i === 0 ? 40 : u.qMax,
    })),
    'running minima and constraints': {
      ...withUnits(b, (u, i) => ({
        ...initial(u, i),
        runMinFlow: i === 1 ? 5 : undefined,
        pumpRunMinFlow: i === 0 ? 4 : undefined,
      })),
      constraints: [...tiered.slice(5, 15), ...tiered.slice(17)],
    },
    'level curve only': {
      ...b,
      reservoirs: [{ ...r1, hardMinContent: undefined, hardMaxContent: undefined }, ...b.reservoirs.slice(1)],
    },
  };
}
