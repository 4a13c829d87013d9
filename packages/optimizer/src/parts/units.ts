import { curveSegments, type Segment } from '../curves.js';
import { checkLength } from '../series.js';
import { fmt, type Limits as LimitsType } from '../lp/limits.js';
import { perStep } from '../lp/perStep.js';
import type { LpPart } from '../lp/lpPart.js';
import { segSlope } from '../lp/terms.js';

// Bound once: see perStep.
const { at, optAt, Limits, COL, ROW } = perStep;
type Limits = LimitsType;

interface UnitShape {
  name: string;
  up: number;
  down: number;
  delay: number;
  generates: boolean;
  isGate: boolean;
  natQ: number;
  natP: number;
  why: { qMin: string; qMax: string; natQ: string; natP: string; pMin: string; pMax: string };
}

/**
 * Units: generation as one column per segment of the concave flow-to-power curve (segments fill in
 * order when maximising), released from the upstream reservoir; flow and power rows only where a
 * limit (qMin/qMax below full load, pMin/pMax, and what other parts add through `unitLimits`: outages,
 * overrides, constraints) cuts the curve. Gates release without power.
 */
export const unitsPart: LpPart = {
  name: 'units',
  build(x) {
    const { model, lp, T, dtv, hours } = x;
    const shapes: UnitShape[] = model.units.map((u, ui) => {
      const up = x.reservoirIndex(u.upstream, `Unit ${u.id}`);
      const down = x.reservoirIndex(u.downstream, `Unit ${u.id}`);
      if (up >= 0 && up === down) throw new Error(`Unit ${u.id} has the same upstream and downstream reservoir`);
      for (const s of [u.availability, u.fixedPower, u.fixedFlow]) checkLength(s, T, `Series of unit ${u.id}`);
      const generates = u.type !== 'PUMP';
      const isGate = u.type === 'GATE';
      let segs: Segment[] = [];
      if (generates) {
        if (isGate) segs = [{ dq: u.qMax ?? Infinity, slope: 0 }];
        else {
          const head = x.headSegments(ui);
          if (head) segs = head;
          else if (!u.curve?.length) throw new Error(`Unit ${u.id} has no flow-to-power curve`);
          else segs = curveSegments(u.curve, u.id);
        }
      }
      x.segments.push(segs);
      const natQ = segs.reduce((s, g) => s + g.dq, 0);
      const natP = segs.reduce((s, g) => s + g.dq * g.slope, 0);
      return {
        name: u.name ?? u.id,
        up,
        down,
        delay: u.delaySteps ?? 0,
        generates,
        isGate,
        natQ,
        natP,
        why: {
          qMin: `its minimum discharge of ${fmt(u.qMin ?? 0)} m3/s`,
          qMax: `its maximum discharge of ${fmt(u.qMax ?? 0)} m3/s`,
          natQ: `its full-load discharge of ${fmt(natQ)} m3/s`,
          natP: `its full-load power of ${fmt(natP)} MW`,
          pMin: `its minimum power of ${fmt(u.pMin ?? 0)} MW`,
          pMax: `its maximum power of ${fmt(u.pMax ?? 0)} MW`,
        },
      };
    });
    let flowRow = new Int32Array(T),
      powerRow = new Int32Array(T);
    return {
      unitRows(ui, t) {
        const u = model.units[ui];
        const s = shapes[ui];
        if (t === 0) {
          flowRow = new Int32Array(T).fill(-1);
          powerRow = new Int32Array(T).fill(-1);
        }
        const q = new Limits();
        const p = new Limits();
        // Head units: the full-load power of this step's curve.
        const steps = x.stepSlopes[ui];
        let natP = s.natP;
        if (steps) {
          natP = 0;
          x.segments[ui].forEach((g, k) => (natP += g.dq * steps[t * x.segments[ui].length + k]));
        }
        if (s.generates) {
          q.atLeast(0, 'no flow');
          q.atLeast(u.qMin ?? 0, s.why.qMin);
          q.atMost(s.natQ, s.why.natQ);
          q.atMost(u.qMax ?? Infinity, s.why.qMax);
          if (!s.isGate) {
            p.atLeast(0, 'no generation');
            // A thunk: formatting the step's power per unit and step cost 7 % of a head LP's build.
            const stepP = natP;
            p.atMost(natP, steps ? () => `its full-load power of ${fmt(stepP)} MW at the head` : s.why.natP);
            // An outage below the minimum power means the unit is off, not a conflict.
            if (!(optAt(u.availability, t) < (u.pMin ?? 0))) p.atLeast(u.pMin ?? 0, s.why.pMin);
            p.atMost(u.pMax ?? Infinity, s.why.pMax);
          }
        }
        x.unitLimits('flow', ui, t, q);
        x.unitLimits('power', ui, t, p);
        for (const l of [q, p]) {
          if (l.crossed())
            x.conflicts.push({
              key: `unit:${ui}:${l.loWhy}|${l.hiWhy}`,
              step: t,
              time: x.stepTime(t),
              text: `Unit ${s.name} cannot respect ${l.loWhy} and ${l.hiWhy} at {time}`,
            });
        }
        if (s.generates && (q.lo > 0 || q.hi < s.natQ)) {
          flowRow[t] = lp.addRow(ROW.FLOW, q.lo, q.hi);
          x.relaxRow(flowRow[t], q);
        }
        // Head units: the limits bind the physical power, LP power + offset (the full-load cap is the LP's own).
        const off = x.powerOffset(ui, t);
        const lo = p.lo > 0 ? p.lo - off : p.lo,
          hi = p.hi < natP ? Math.min(natP, p.hi - off) : p.hi;
        if (s.generates && !s.isGate && (lo > 0 || hi < natP)) {
          powerRow[t] = lp.addRow(ROW.POWER, lo, hi);
          x.relaxRow(powerRow[t], p);
        }
      },
      unitColumns(ui, t) {
        const s = shapes[ui];
        if (!s.generates) return;
        x.segFirst[ui * T + t] = lp.numCols;
        const credit = x.value.transitCredit(s.down, t + s.delay);
        const price = at(model.price, t);
        const segs = x.segments[ui];
        for (let k = 0; k < segs.length; k++) {
          const c = lp.addCol(COL.SEG, 0, segs[k].dq, price * segSlope(x, ui, t, k) * hours + credit);
          if (s.up >= 0) lp.entry(x.balanceRow[s.up * T + t], c, dtv);
        }
      },
      unitEntries(ui, t) {
        const first = x.segFirst[ui * T + t];
        if (first < 0) return;
        const segs = x.segments[ui];
        for (let k = 0; k < segs.length; k++) {
          lp.entry(flowRow[t], first + k, 1);
          lp.entry(powerRow[t], first + k, segSlope(x, ui, t, k));
        }
      },
    };
  },
  read(r) {
    const { model, lp, colValue } = r;
    const T = lp.T;
    model.units.forEach((u, ui) => {
      const power = new Array<number>(T),
        discharge = new Array<number>(T);
      const segs = lp.segments[ui];
      for (let t = 0; t < T; t++) {
        let q = 0,
          p = 0;
        const first = lp.segFirst[ui * T + t];
        if (first >= 0)
          for (let k = 0; k < segs.length; k++) {
            q += colValue[first + k];
            p += colValue[first + k] * segSlope(lp, ui, t, k);
          }
        power[t] = p;
        discharge[t] = q;
      }
      r.units.push({ id: u.id, power, discharge, pumped: new Array<number>(T).fill(0) });
    });
  },
};
