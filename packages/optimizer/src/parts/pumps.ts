import { fmt, type Limits as LimitsType } from '../lp/limits.js';
import { perStep } from '../lp/perStep.js';
import type { LpPart } from '../lp/lpPart.js';

// Bound once: see perStep.
const { at, Limits, COL, ROW } = perStep;
type Limits = LimitsType;

/**
 * Pumps (PUMP, PUMP_TURBINE): one pumped-flow column per step that moves water from the downstream
 * to the upstream reservoir at once and costs `pumpPowerPerFlow` MW per m3/s at the price; its bounds
 * from `pumpQMax` and what other parts add through `unitLimits('pumpFlow')`. A pump turbine with a
 * pumping limit shares its capacity: pumping share + generating share <= 1.
 */
export const pumpsPart: LpPart = {
  name: 'pumps',
  build(x) {
    const { model, lp, T, dtv, hours } = x;
    const pumps = model.units.map((u) => u.type === 'PUMP' || u.type === 'PUMP_TURBINE');
    model.units.forEach((u, ui) => {
      const k = pumps[ui] ? (u.pumpPowerPerFlow ?? NaN) : 0;
      if (pumps[ui] && !(k > 0)) throw new Error(`Unit ${u.id} pumps but has no positive pumpPowerPerFlow`);
      x.pumpK[ui] = k;
    });
    const shared = model.units.map((u) => u.type === 'PUMP_TURBINE' && u.pumpQMax !== undefined);
    const down = model.units.map((u) => x.reservoirIndex(u.downstream, `Unit ${u.id}`));
    const up = model.units.map((u) => x.reservoirIndex(u.upstream, `Unit ${u.id}`));
    let limits: Limits[] = [];
    let sharedRow = new Int32Array(T);
    return {
      unitRows(ui, t) {
        if (!pumps[ui]) return;
        const u = model.units[ui];
        if (t === 0) {
          limits = [];
          sharedRow = new Int32Array(T).fill(-1);
        }
        const pq = new Limits();
        pq.atLeast(0, 'no pumping');
        pq.atMost(u.pumpQMax ?? Infinity, `its largest pumping flow of ${fmt(u.pumpQMax ?? 0)} m3/s`);
        x.unitLimits('pumpFlow', ui, t, pq);
        if (pq.crossed())
          x.conflicts.push({
            key: `unit:${ui}:${pq.loWhy}|${pq.hiWhy}`,
            step: t,
            time: x.stepTime(t),
            text: `Unit ${u.name ?? u.id} cannot respect ${pq.loWhy} and ${pq.hiWhy} at {time}`,
          });
        limits[t] = pq;
        // A pump turbine cannot pump and generate at once; the LP keeps the sum of both loadings <= 1.
        if (shared[ui]) sharedRow[t] = lp.addRow(ROW.SHARED, -Infinity, 1);
      },
      unitColumns(ui, t) {
        if (!pumps[ui]) return;
        const l = limits[t];
        const k = x.pumpK[ui];
        const c = lp.addCol(COL.PUMP, Math.max(0, l.lo), l.hi, -at(model.price, t) * k * hours);
        x.pumpCol[ui * T + t] = c;
        x.relaxCol(c, l);
        // Pumping moves water from the lower (downstream) to the upper (upstream) reservoir.
        if (down[ui] >= 0) lp.entry(x.balanceRow[down[ui] * T + t], c, dtv);
        if (up[ui] >= 0) lp.entry(x.balanceRow[up[ui] * T + t], c, -dtv);
      },
      unitEntries(ui, t) {
        if (!shared[ui]) return;
        const u = model.units[ui];
        const first = x.segFirst[ui * T + t];
        if (first >= 0) {
          const qGenMax = Math.min(
            x.segments[ui].reduce((s, g) => s + g.dq, 0),
            u.qMax ?? Infinity,
          );
          for (let k = 0; k < x.segments[ui].length; k++) lp.entry(sharedRow[t], first + k, 1 / qGenMax);
        }
        lp.entry(sharedRow[t], x.pumpCol[ui * T + t], 1 / u.pumpQMax!);
      },
    };
  },
  read(r) {
    const { lp, colValue } = r;
    const T = lp.T;
    r.units.forEach((plan, ui) => {
      for (let t = 0; t < T; t++) {
        const pc = lp.pumpCol[ui * T + t];
        const qp = pc >= 0 ? colValue[pc] : 0;
        plan.power[t] -= qp * lp.pumpK[ui];
        plan.pumped[t] = qp;
      }
    });
  },
};
