import type { Terms } from '../../lp/terms.js';
import { runs, type KindContext, type KindRows } from './kindContext.js';

function discharge(k: KindContext) {
  const { c, x } = k;
  const terms =
    c.target === '*'
      ? k.all(k.flow)
      : (
          (ui: number) => (t: number) =>
            k.flow(ui, t)
        )(k.unitOf());
  const n = x.cons.rows.length;
  k.minMax(terms, (v) => v, k.flowCost, 1, c.kind === 'MIN_DISCHARGE');
  if (c.kind === 'MIN_DISCHARGE' && c.target !== '*')
    for (const r of x.cons.rows.slice(n)) k.unitMins.push({ ui: k.unitOf(), t: r.step, v: k.val(r.step), slack: r.lo });
}

function power(k: KindContext) {
  const { c, x } = k;
  const terms =
    c.target === '*'
      ? k.all((ui, t) => k.power(ui, t))
      : (
          (ui: number) => (t: number) =>
            k.power(ui, t, true)
        )(k.unitOf());
  const n = x.cons.rows.length;
  k.minMax(terms, (v) => v, k.powerCost, 1, c.kind === 'MIN_POWER');
  if (c.kind === 'MIN_POWER' && c.target !== '*' && x.model.units[k.unitOf()].type !== 'PUMP')
    for (const r of x.cons.rows.slice(n)) k.unitMins.push({ ui: k.unitOf(), t: r.step, v: k.val(r.step), slack: r.lo });
}

function rampPower(k: KindContext) {
  const { c, x } = k;
  const units = x.model.units;
  const plant = c.target === '*';
  const ui = plant ? -1 : k.unitOf();
  const terms = plant ? k.all((u, t) => k.power(u, t)) : (t: number) => k.power(ui, t);
  const init = plant
    ? units.every((u) => u.initialPower !== undefined)
      ? units.reduce((s, u) => s + u.initialPower!, 0)
      : undefined
    : units[ui].initialPower;
  k.ramp(terms, init, c.kind !== 'RAMP_POWER_DOWN', c.kind !== 'RAMP_POWER_UP', k.powerCost);
}

function rampFlow(k: KindContext) {
  const { c, x } = k;
  const ui = k.unitOf();
  const n = x.cons.rows.length;
  const up = c.kind !== 'RAMP_FLOW_DOWN',
    down = c.kind !== 'RAMP_FLOW_UP';
  k.ramp((t) => k.flow(ui, t), x.model.units[ui].initialFlow, up, down, k.flowCost);
  for (const r of x.cons.rows.slice(n))
    if (r.step > 0) k.unitRamps.push({ ui, t: r.step, v: k.val(r.step), up, down, hi: r.hi, lo: r.lo });
}

/** Rows of unit (or, with target '*', plant) constraints: discharge and power limits, ramps, energy per run of steps. */
export const unitKinds: Record<string, KindRows> = {
  MIN_DISCHARGE: discharge,
  MAX_DISCHARGE: discharge,
  MIN_POWER: power,
  MAX_POWER: power,
  RAMP_POWER: rampPower,
  RAMP_POWER_UP: rampPower,
  RAMP_POWER_DOWN: rampPower,
  RAMP_FLOW: rampFlow,
  RAMP_FLOW_UP: rampFlow,
  RAMP_FLOW_DOWN: rampFlow,
  MIN_ENERGY(k) {
    const { c, x } = k;
    const plant = c.target === '*';
    const ui = plant ? -1 : k.unitOf();
    for (const [first, last] of runs(k.isActive, x.T)) {
      const terms: Terms = [];
      for (let t = first; t <= last; t++)
        for (const [col, v] of plant ? k.all((u, s) => k.power(u, s))(t) : k.power(ui, t))
          terms.push([col, v * x.hours]);
      k.row(terms, k.val(first), Infinity, last, first, k.f * k.scale.perMWh, 1);
    }
  },
};
