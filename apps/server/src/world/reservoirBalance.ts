/**
 * One hour of a reservoir's water balance, the rule every simulated reservoir obeys exactly:
 *   content(t+1) = content(t) + (inflow - sum(unit discharge) - gate - spill) * 3600
 * (inflow here includes upstream arrivals and water pumped in). Decided outflows are first made
 * feasible so that content stays within [cMin, cMax]: short of water, the gate closes and units
 * throttle (a unit that would fall under q_min stops); full, running units open up to q_max,
 * then the gate up to its capacity, and what is left goes over the crest as spill.
 */

export interface Outflows {
  /** decided discharge per unit, m3/s; each 0 or within [qMin, qMax] */
  q: Float64Array;
  qMin: Float64Array;
  qMax: Float64Array;
  /** gate release, m3/s, within [0, gateMax] */
  gate: number;
  gateMax: number;
  /** overflow, m3/s, set here */
  spill: number;
}

export function createOutflows(qMin: number[], qMax: number[], gateMax: number): Outflows {
  return {
    q: new Float64Array(qMin.length),
    qMin: Float64Array.from(qMin),
    qMax: Float64Array.from(qMax),
    gate: 0,
    gateMax,
    spill: 0,
  };
}

/** A wanted discharge moved onto the unit's operating range: 0, or within [qMin, qMax]. */
export function snapToUnitRange(q: number, qMin: number, qMax: number): number {
  if (!(q > 0)) return 0;
  if (q < qMin) return q >= qMin / 2 ? qMin : 0;
  return q > qMax ? qMax : q;
}

function totalOut(o: Outflows): number {
  let s = o.gate + o.spill;
  for (let k = 0; k < o.q.length; k++) s += o.q[k];
  return s;
}

/** Makes the outflows feasible (mutating o) and returns content at the end of the hour, m3. */
export function settleReservoir(c: number, inflow: number, o: Outflows, cMin: number, cMax: number): number {
  o.spill = 0;
  let next = c + (inflow - totalOut(o)) * 3600;
  if (next < cMin) {
    let deficit = (cMin - next) / 3600;
    const g = Math.min(o.gate, deficit);
    o.gate -= g;
    deficit -= g;
    for (let k = o.q.length - 1; k >= 0 && deficit > 0; k--) {
      if (o.q[k] === 0) continue;
      if (o.q[k] - deficit < o.qMin[k]) {
        deficit -= o.q[k];
        o.q[k] = 0;
      } else {
        o.q[k] -= deficit;
        deficit = 0;
      }
    }
    next = c + (inflow - totalOut(o)) * 3600;
  }
  if (next > cMax) {
    let excess = (next - cMax) / 3600;
    for (let k = 0; k < o.q.length && excess > 0; k++) {
      if (o.q[k] === 0) continue;
      const add = Math.min(o.qMax[k] - o.q[k], excess);
      o.q[k] += add;
      excess -= add;
    }
    const g = Math.min(o.gateMax - o.gate, excess);
    o.gate += g;
    excess -= g;
    o.spill = Math.max(0, excess);
    next = c + (inflow - totalOut(o)) * 3600;
  }
  return next;
}
