import { minOf } from '@penstock/domain';
import { COL, ROW } from '../lp/lpKinds.js';
import type { LpPart, UnitCapacity } from '../lp/lpPart.js';
import { segSlope, unitFlowTerms } from '../lp/terms.js';
import { optAt } from '../series.js';
import type { Unit } from '../types.js';

/** Has the unit a technical minimum when running (generating or pumping) above 0? */
export const hasRunMin = (u: Unit) =>
  (u.runMinPower ?? 0) > 0 || (u.runMinFlow ?? 0) > 0 || (u.pumpRunMinPower ?? 0) > 0 || (u.pumpRunMinFlow ?? 0) > 0;

/** Steps where an operator's override fixes the unit's power or flow. */
const fixedAt = (u: Unit, t: number) => !Number.isNaN(optAt(u.fixedPower, t)) || !Number.isNaN(optAt(u.fixedFlow, t));

/**
 * On/off decisions: a binary `on` per unit and step, made on first use (`BuildContext.onOff`, by the
 * constraints part's on/off rules and by running minima): `flow <= qCap on` and `flow >= qTech on`
 * (qTech: the lowest given curve point, raised by runMinFlow). Running minima (spec 2 p_min, q_min,
 * pump_p_min, pump_q_min): a running unit generates at least runMinPower, pumps at least its pumping
 * minimum (a pump turbine with its own pumping decision, exclusive with generating), or stands still.
 * Where an operator fixed the unit's power or flow, the fixed value stands (no minimum).
 */
export const onOffPart: LpPart = {
  name: 'on/off decisions',
  build(x) {
    const { model, lp, T } = x;
    const capacities: (UnitCapacity | undefined)[] = [];
    x.unitCapacity = (ui) => {
      const known = capacities[ui];
      if (known) return known;
      const u = model.units[ui];
      const natQ = x.segments[ui].reduce((s, g) => s + g.dq, 0);
      const natP = x.segments[ui].reduce((s, g) => s + g.dq * g.slope, 0);
      const gen = u.type !== 'PUMP';
      const k = x.pumpK[ui];
      const qCap = gen
        ? Math.min(natQ, u.qMax ?? Infinity)
        : (u.pumpQMax ?? (u.pMax !== undefined && k > 0 ? u.pMax / k : Infinity));
      const given = (u.curve ?? []).filter((p) => p.q > 0).map((p) => p.q);
      // The lowest given point is the technical minimum, when the curve has more than one (else it is only a shape);
      // a running minimum flow (q_min) raises it.
      const qTech = Math.max(
        gen && u.type !== 'GATE' && given.length > 1 ? minOf(given) : 0,
        gen ? (u.runMinFlow ?? 0) : 0,
      );
      const pCap = gen ? Math.min(natP, u.pMax ?? Infinity) : qCap * k;
      return (capacities[ui] = { qCap, qTech, pCap });
    };
    x.onOff = (ui) => {
      const u = model.units[ui];
      const { qCap, qTech } = x.unitCapacity(ui);
      if (!Number.isFinite(qCap)) throw new Error(`Unit ${u.id} needs a maximum flow for on/off decisions`);
      if (x.cons.onCol[ui * T] < 0) {
        for (let t = 0; t < T; t++) {
          const on = lp.addCol(COL.ON, 0, 1, 0);
          x.cons.onCol[ui * T + t] = on;
          x.cons.binaries.push(on);
          const flow = unitFlowTerms(x, ui, t);
          const cap = lp.addRow(ROW.COMMIT, -Infinity, 0);
          for (const [col, v] of flow) lp.entry(cap, col, v);
          lp.entry(cap, on, -qCap);
          if (qTech > 0 && !fixedAt(u, t)) {
            const min = lp.addRow(ROW.COMMIT, 0, Infinity);
            for (const [col, v] of flow) lp.entry(min, col, v);
            lp.entry(min, on, -qTech);
          }
        }
      }
      return x.cons.onCol.subarray(ui * T, ui * T + T);
    };
    return {
      horizon() {
        model.units.forEach((u, ui) => {
          if (!hasRunMin(u)) return;
          const k = x.pumpK[ui];
          if (u.type !== 'PUMP' && ((u.runMinPower ?? 0) > 0 || (u.runMinFlow ?? 0) > 0)) {
            const on = x.onOff(ui);
            const pMin = u.type === 'GATE' ? 0 : (u.runMinPower ?? 0);
            if (pMin > 0)
              for (let t = 0; t < T; t++) {
                if (fixedAt(u, t)) continue;
                const r = lp.addRow(ROW.COMMIT, 0, Infinity);
                const first = x.segFirst[ui * T + t];
                for (let s = 0; s < x.segments[ui].length; s++) lp.entry(r, first + s, segSlope(x, ui, t, s));
                lp.entry(r, on[t], -pMin);
              }
          }
          const pumpMin = Math.max(u.pumpRunMinFlow ?? 0, k > 0 ? (u.pumpRunMinPower ?? 0) / k : 0);
          if (!(pumpMin > 0) || (u.type !== 'PUMP' && u.type !== 'PUMP_TURBINE')) return;
          let on: Int32Array;
          if (u.type === 'PUMP') on = x.onOff(ui);
          else {
            const cap = u.pumpQMax ?? (u.pMax !== undefined && k > 0 ? u.pMax / k : Infinity);
            if (!Number.isFinite(cap))
              throw new Error(`Unit ${u.id} needs a largest pumping flow for its pumping minimum`);
            for (let t = 0; t < T; t++) {
              const m = lp.addCol(COL.ON, 0, 1, 0);
              x.cons.pumpOnCol[ui * T + t] = m;
              x.cons.binaries.push(m);
              const hi = lp.addRow(ROW.COMMIT, -Infinity, 0);
              lp.entry(hi, x.pumpCol[ui * T + t], 1);
              lp.entry(hi, m, -cap);
            }
            on = x.cons.pumpOnCol.subarray(ui * T, ui * T + T);
          }
          for (let t = 0; t < T; t++) {
            if (fixedAt(u, t)) continue;
            const r = lp.addRow(ROW.COMMIT, 0, Infinity);
            lp.entry(r, x.pumpCol[ui * T + t], 1);
            lp.entry(r, on[t], -pumpMin);
          }
        });
        // A pump turbine with both decisions: generating and pumping exclude each other.
        model.units.forEach((u, ui) => {
          if (u.type !== 'PUMP_TURBINE' || x.cons.onCol[ui * T] < 0 || x.cons.pumpOnCol[ui * T] < 0) return;
          for (let t = 0; t < T; t++) {
            const r = lp.addRow(ROW.COMMIT, -Infinity, 1);
            lp.entry(r, x.cons.onCol[ui * T + t], 1);
            lp.entry(r, x.cons.pumpOnCol[ui * T + t], 1);
          }
        });
      },
    };
  },
};
