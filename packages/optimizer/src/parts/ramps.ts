import { fmt, type Limits as LimitsType } from '../lp/limits.js';
import { perStep } from '../lp/perStep.js';
import type { LpPart } from '../lp/lpPart.js';
import { segSlope } from '../lp/terms.js';

// Bound once: see perStep.
const { Limits, NO_SIDES, ROW } = perStep;
type Limits = LimitsType;

/**
 * Ramps: per unit and step a ranged row on the change of power (MW, pumping negative) and of flow
 * (m3/s) from the step before, within `rampPower` / `rampFlow` and what other parts add through
 * `unitLimits('rampPower' | 'rampFlow')`; the first step ramps from `initialPower` / `initialFlow`
 * when given.
 */
export const rampsPart: LpPart = {
  name: 'ramps',
  build(x) {
    const { model, lp, T } = x;
    let rampP = new Int32Array(T),
      rampQ = new Int32Array(T);
    const rampOff = new Float64Array(T);
    let powerWhy = '',
      flowWhy = '';
    /** A ramp row around `base` (the initial value at step 0, else 0) when the limit is finite. */
    const rampRow = (kind: number, l: Limits, initial: number | undefined, t: number, shift = 0) => {
      if (!Number.isFinite(l.hi) || (t === 0 && initial === undefined)) return -1;
      const base = (t === 0 ? initial! : 0) - shift;
      const row = lp.addRow(kind, base - l.hi, base + l.hi);
      x.relaxRow(row, x.labels ? { loWhy: l.hiWhy, hiWhy: l.hiWhy } : NO_SIDES);
      return row;
    };
    return {
      unitRows(ui, t) {
        const u = model.units[ui];
        if (t === 0) {
          rampP = new Int32Array(T).fill(-1);
          rampQ = new Int32Array(T).fill(-1);
          powerWhy = `its ramp limit of ${fmt(u.rampPower ?? 0)} MW per step`;
          flowWhy = `its ramp limit of ${fmt(u.rampFlow ?? 0)} m3/s per step`;
        }
        const p = new Limits(),
          q = new Limits();
        p.atMost(u.rampPower ?? Infinity, powerWhy);
        q.atMost(u.rampFlow ?? Infinity, flowWhy);
        x.unitLimits('rampPower', ui, t, p);
        x.unitLimits('rampFlow', ui, t, q);
        // Head units: the physical power ramps (LP power + its correction + offset): the offset's own change moves the row.
        rampOff[t] = x.powerCorrection(ui, t)?.offset ?? x.powerOffset(ui, t);
        const shift = rampOff[t] - (t > 0 ? rampOff[t - 1] : 0);
        rampP[t] = rampRow(ROW.RAMP_POWER, p, u.initialPower, t, shift);
        rampQ[t] = rampRow(ROW.RAMP_FLOW, q, u.initialFlow, t);
      },
      unitEntries(ui, t) {
        const first = x.segFirst[ui * T + t];
        const more = x.powerCorrection(ui, t);
        if (first >= 0)
          for (let k = 0; k < x.segments[ui].length; k++) {
            const c = first + k,
              slope = segSlope(x, ui, t, k) + (more ? more.slopes[k] : 0);
            lp.entry(rampP[t], c, slope);
            if (t + 1 < T) lp.entry(rampP[t + 1], c, -slope);
            lp.entry(rampQ[t], c, 1);
            if (t + 1 < T) lp.entry(rampQ[t + 1], c, -1);
          }
        if (more)
          for (const [c, v] of more.terms) {
            lp.entry(rampP[t], c, v);
            if (t + 1 < T) lp.entry(rampP[t + 1], c, -v);
          }
        const c = x.pumpCol[ui * T + t];
        if (c < 0) return;
        const k = x.pumpK[ui];
        lp.entry(rampP[t], c, -k);
        if (t + 1 < T) lp.entry(rampP[t + 1], c, k);
        if (model.units[ui].type === 'PUMP') {
          lp.entry(rampQ[t], c, 1);
          if (t + 1 < T) lp.entry(rampQ[t + 1], c, -1);
        }
      },
    };
  },
};
