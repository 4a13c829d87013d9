import { curveSegments, levelToContent, type Segment } from './curves.js';
import { addConstraintRows, isLegacy, type ConstraintRows } from './constraintRows.js';
import { heldReservoirs } from './heldReservoirs.js';
import { at, checkLength, optAt } from './series.js';
import type { GeneralConstraint, OptimizerModel, Reservoir, Unit } from './types.js';
import { maxOf, minOf } from '@penstock/domain';

/** m3 per LP volume unit: keeps balance coefficients near 1 (3.6 per m3/s-hour) for the solver. */
export const VOLUME_UNIT = 1000;

export const COL = {
  CONTENT: 0,
  UNDER: 1,
  OVER: 2,
  SPILL: 3,
  SEG: 4,
  PUMP: 5,
  SLACK: 6,
  ON: 7,
  SWITCH: 8,
  ZONE: 9,
  FUTURE: 10,
} as const;
// VALID: valid inequalities that only tighten the relaxation of on/off decisions (constraintRows.ts).
export const ROW = {
  BALANCE: 0,
  SOFT: 1,
  FLOW: 2,
  POWER: 3,
  RAMP_POWER: 4,
  RAMP_FLOW: 5,
  SHARED: 6,
  CONSTRAINT: 7,
  COMMIT: 8,
  CUT: 9,
  VALID: 10,
} as const;

/** A hard limit that cannot hold, found before solving or by the elastic re-solve. */
export interface Conflict {
  /** Groups the same conflict over consecutive steps. */
  key: string;
  step: number;
  /** Epoch ms the conflict refers to (end of step for contents, start for units). */
  time: number;
  /** Operator text; `{time}` is replaced by the step's time (or range). */
  text: string;
}

/** The LP in HiGHS' sparse form plus the maps from model entities to rows and columns. */
export interface Lp {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  /** Column-wise (CSC) matrix. */
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  colKind: Uint8Array;
  rowKind: Uint8Array;
  T: number;
  /** Index [r * T + t]. */
  contentCol: Int32Array;
  spillCol: Int32Array;
  underCol: Int32Array;
  overCol: Int32Array;
  balanceRow: Int32Array;
  /** Index [u * T + t]: first generation segment column (segments are consecutive), -1 if none. */
  segFirst: Int32Array;
  segments: Segment[][];
  pumpCol: Int32Array;
  pumpK: Float64Array;
  /** Future value column (EUR) bounded by the long-term cuts, -1 without cuts. */
  futureCol: number;
  /** True when contentCol holds y of content = y - under + over (soft limits without rows). */
  softSubstituted: boolean;
  /** Hard limits in conflict before solving (bounds of one row or column that cross). */
  conflicts: Conflict[];
  /** With `labels`: why each relaxable bound is what it is, for the infeasibility report. */
  colWhy?: Map<number, [string, string]>;
  rowWhy?: Map<number, [string, string]>;
  /** Columns and rows the elastic re-solve may relax (the others hold the physics). */
  relaxCol?: Uint8Array;
  relaxRow?: Uint8Array;
  /** Rows of constraints with rows of their own (tiers, ramps, targets, on/off), and their binaries. */
  cons: ConstraintRows;
  /** 1 for binary columns (on/off decisions), absent for a pure LP. */
  integrality?: Uint8Array;
}

const INF = Infinity;

/** Running bound with the reason for each side, so conflicts can be told in words. */
// Reasons may be thunks: most are never shown, and formatting them per step is costly.
type Why = string | (() => string);
class Limits {
  lo = -INF;
  hi = INF;
  private loW: Why = '';
  private hiW: Why = '';
  get loWhy() {
    return typeof this.loW === 'string' ? this.loW : this.loW();
  }
  get hiWhy() {
    return typeof this.hiW === 'string' ? this.hiW : this.hiW();
  }
  set loWhy(w: string) {
    this.loW = w;
  }
  set hiWhy(w: string) {
    this.hiW = w;
  }
  atLeast(v: number, why: Why) {
    if (Number.isFinite(v) && v > this.lo) {
      this.lo = v;
      this.loW = why;
    }
  }
  atMost(v: number, why: Why) {
    if (Number.isFinite(v) && v < this.hi) {
      this.hi = v;
      this.hiW = why;
    }
  }
  crossed(tol = 1e-9) {
    return this.lo > this.hi + tol * Math.max(1, Math.abs(this.hi));
  }
}

const fmt = (v: number) => String(Number(v.toPrecision(6)));
const fmtVol = (m3: number) => (Math.abs(m3) >= 1e5 ? `${fmt(m3 / 1e6)} hm3` : `${fmt(m3)} m3`);

function constraintsBy(model: OptimizerModel) {
  const by = new Map<string, GeneralConstraint[]>();
  for (const c of model.constraints ?? []) {
    checkLength(c.value, model.steps, `Constraint ${c.id}`);
    if (!isLegacy(c)) continue;
    const list = by.get(c.target) ?? [];
    list.push(c);
    by.set(c.target, list);
  }
  return by;
}

const inRange = (c: GeneralConstraint, t: number) => t >= (c.fromStep ?? 0) && t < (c.toStep ?? Infinity);
const cName = (c: GeneralConstraint) => `constraint "${c.label ?? c.id}"`;

export function buildLp(model: OptimizerModel, opts: { labels?: boolean } = {}): Lp {
  const T = model.steps;
  const R = model.reservoirs.length;
  const U = model.units.length;
  const dt = model.stepSeconds;
  const hours = dt / 3600;
  const dtv = dt / VOLUME_UNIT;
  const softPenalty = (model.penalties?.softLimit ?? 10) * VOLUME_UNIT;
  const spillPenalty = (model.penalties?.spill ?? 1e-4) * dt;
  const labels = !!opts.labels;
  const stepTime = (t: number) => model.start + t * dt * 1000;
  checkLength(model.price, T, 'Price');

  const resIndex = new Map<string, number>();
  model.reservoirs.forEach((r, i) => {
    if (resIndex.has(r.id)) throw new Error(`Reservoir ${r.id} is listed twice`);
    resIndex.set(r.id, i);
  });
  const ri = (id: string | null | undefined, what: string) => {
    if (id === null || id === undefined) return -1;
    const i = resIndex.get(id);
    if (i === undefined) throw new Error(`${what} refers to unknown reservoir ${id}`);
    return i;
  };
  const cons = constraintsBy(model);
  const conflicts: Conflict[] = [];

  // Rows and columns grow as plain arrays, then become typed arrays for HiGHS.
  const rowLo: number[] = [],
    rowHi: number[] = [],
    rowKind: number[] = [];
  const colLo: number[] = [],
    colHi: number[] = [],
    cost: number[] = [],
    colKind: number[] = [];
  let cap = 1 << 16,
    nnz = 0;
  let eRow = new Int32Array(cap),
    eCol = new Int32Array(cap),
    eVal = new Float64Array(cap);
  const grow = () => {
    cap *= 2;
    const r = new Int32Array(cap),
      c = new Int32Array(cap),
      v = new Float64Array(cap);
    r.set(eRow);
    c.set(eCol);
    v.set(eVal);
    eRow = r;
    eCol = c;
    eVal = v;
  };
  const colWhy = labels ? new Map<number, [string, string]>() : undefined;
  const rowWhy = labels ? new Map<number, [string, string]>() : undefined;
  const relaxColList: number[] = [],
    relaxRowList: number[] = [];
  const addRow = (kind: number, lo: number, hi: number) => {
    rowLo.push(lo);
    rowHi.push(hi);
    rowKind.push(kind);
    return rowLo.length - 1;
  };
  const addCol = (kind: number, lo: number, hi: number, c: number) => {
    colLo.push(lo);
    colHi.push(hi);
    cost.push(c);
    colKind.push(kind);
    return colLo.length - 1;
  };
  const entry = (row: number, col: number, v: number) => {
    if (row < 0 || v === 0) return;
    if (nnz === cap) grow();
    eRow[nnz] = row;
    eCol[nnz] = col;
    eVal[nnz] = v;
    nnz++;
  };
  const relaxRow = (row: number, l: Limits) => {
    relaxRowList.push(row);
    rowWhy?.set(row, [l.loWhy, l.hiWhy]);
  };

  const terminal = model.reservoirs.map((r) => r.terminalWaterValue ?? 0);
  // With a long-term run's cuts, they value the contents at the end; terminalWaterValue then values only water in transit.
  const cuts = model.futureValue?.cuts ?? [];
  const transitValue = (down: number) => (down >= 0 ? terminal[down] * VOLUME_UNIT : 0);

  // --- water balance rows, one per reservoir and step: content(t) - content(t-1) + dtv * (out - in) = dtv * inflow
  const balanceRow = new Int32Array(R * T);
  const rhs = new Float64Array(R * T);
  model.reservoirs.forEach((res, r) => {
    checkLength(res.inflow, T, `Inflow of ${res.id}`);
    for (let t = 0; t < T; t++) rhs[r * T + t] = dtv * at(res.inflow, t);
    rhs[r * T] += res.initialContent / VOLUME_UNIT;
  });
  // Releases from before the horizon that arrive inside it.
  for (const u of model.units) {
    const d = u.delaySteps ?? 0;
    const down = ri(u.downstream, `Unit ${u.id}`);
    const hist = u.releaseHistory ?? [];
    if (down < 0) continue;
    hist.forEach((q, j) => {
      const arrive = j - hist.length + d;
      if (arrive >= 0 && arrive < T) rhs[down * T + arrive] += dtv * q;
    });
  }
  model.reservoirs.forEach((res) => {
    const to = ri(res.spillTo, `Spill of ${res.id}`);
    const hist = res.spillHistory ?? [];
    if (to < 0) return;
    hist.forEach((q, j) => {
      const arrive = j - hist.length + (res.spillDelaySteps ?? 0);
      if (arrive >= 0 && arrive < T) rhs[to * T + arrive] += dtv * q;
    });
  });
  for (let i = 0; i < R * T; i++) balanceRow[i] = addRow(ROW.BALANCE, rhs[i], rhs[i]);

  // Reservoirs held at their start content by a unit that follows the flow (optimizationMode, see Unit).
  const held = heldReservoirs(model);

  // --- reservoirs: content, soft limits, spill
  const contentCol = new Int32Array(R * T);
  const spillCol = new Int32Array(R * T).fill(-1);
  const underCol = new Int32Array(R * T).fill(-1);
  const overCol = new Int32Array(R * T).fill(-1);
  model.reservoirs.forEach((res: Reservoir, r) => {
    const name = res.name ?? res.id;
    const curve = res.levelContent;
    for (const s of [res.minContent, res.maxContent, res.minLevel, res.maxLevel])
      checkLength(s, T, `Limits of ${res.id}`);
    if ((res.minLevel !== undefined || res.maxLevel !== undefined) && !curve)
      throw new Error(`Reservoir ${res.id} has level limits but no level-to-content curve`);
    const hardMin = res.hardMinContent ?? (curve ? minOf(curve.map((p) => p.content)) : 0);
    const hardMax = res.hardMaxContent ?? (curve ? maxOf(curve.map((p) => p.content)) : INF);
    const rc = cons.get(res.id) ?? [];
    const spillTo = ri(res.spillTo, `Spill of ${res.id}`);
    if (spillTo === r) throw new Error(`Reservoir ${res.id} spills into itself`);
    const spillDelay = res.spillDelaySteps ?? 0;
    const hardMinWhy = `its lowest content of ${fmtVol(hardMin)}`,
      hardMaxWhy = `its highest content of ${fmtVol(hardMax)}`;
    for (let t = 0; t < T; t++) {
      const hard = new Limits();
      hard.atLeast(hardMin, hardMinWhy);
      hard.atMost(hardMax, hardMaxWhy);
      const soft = new Limits();
      soft.atLeast(optAt(res.minContent, t), 'its minimum content');
      soft.atMost(optAt(res.maxContent, t), 'its maximum content');
      if (curve) {
        soft.atLeast(levelToContent(curve, optAt(res.minLevel, t)), () => `its minimum level`);
        soft.atMost(levelToContent(curve, optAt(res.maxLevel, t)), () => `its maximum level`);
      }
      const hold = held.get(r);
      if (hold !== undefined) {
        const c0 = Math.min(Math.max(res.initialContent, hardMin), hardMax);
        soft.atLeast(c0, hold.why);
        soft.atMost(c0, hold.why);
      }
      for (const c of rc) {
        if (!inRange(c, t)) continue;
        const v = optAt(c.value, t);
        if (Number.isNaN(v)) continue;
        const isLevel = c.kind === 'MIN_LEVEL' || c.kind === 'MAX_LEVEL';
        if (isLevel && !curve)
          throw new Error(`Constraint ${c.id} limits a level of ${res.id}, which has no level-to-content curve`);
        const content = isLevel ? levelToContent(curve!, v) : v;
        const lim = c.hard ? hard : soft;
        const shown = () => (isLevel ? `${fmt(v)} m` : fmtVol(v));
        if (c.kind === 'MIN_LEVEL' || c.kind === 'MIN_CONTENT')
          lim.atLeast(content, () => `the minimum of ${cName(c)} (${shown()})`);
        if (c.kind === 'MAX_LEVEL' || c.kind === 'MAX_CONTENT')
          lim.atMost(content, () => `the maximum of ${cName(c)} (${shown()})`);
      }
      if (t === T - 1 && res.targetEndContent !== undefined) {
        const target = res.targetEndContent;
        hard.atLeast(target, () => `its target end content of ${fmtVol(target)}`);
      }
      if (hard.crossed()) {
        conflicts.push({
          key: `res:${r}:${hard.loWhy}|${hard.hiWhy}`,
          step: t,
          time: stepTime(t + 1),
          text: `Reservoir ${name} cannot respect ${hard.loWhy} and ${hard.hiWhy} at {time}`,
        });
      }
      // Soft limits outside the physical range mean the physical limit.
      const softLo = Math.min(soft.lo, hard.hi),
        softHi = Math.max(soft.hi, hard.lo, softLo);
      const needLo = softLo > hard.lo,
        needHi = softHi < hard.hi;
      const endValue = t === T - 1 && !cuts.length ? terminal[r] * VOLUME_UNIT : 0;
      const i = r * T + t;
      if (!labels && (needLo || needHi)) {
        // content = y - under + over with y inside the soft limits: no extra row. under/over are
        // capped at the distance to the physical limits, so content stays within them.
        const y = addCol(
          COL.CONTENT,
          (needLo ? softLo : hard.lo) / VOLUME_UNIT,
          (needHi ? softHi : hard.hi) / VOLUME_UNIT,
          endValue,
        );
        contentCol[i] = y;
        entry(balanceRow[i], y, 1);
        if (t + 1 < T) entry(balanceRow[i + 1], y, -1);
        if (needLo) {
          const c = (underCol[i] = addCol(COL.UNDER, 0, (softLo - hard.lo) / VOLUME_UNIT, -softPenalty - endValue));
          entry(balanceRow[i], c, -1);
          if (t + 1 < T) entry(balanceRow[i + 1], c, 1);
        }
        if (needHi) {
          const c = (overCol[i] = addCol(COL.OVER, 0, (hard.hi - softHi) / VOLUME_UNIT, -softPenalty + endValue));
          entry(balanceRow[i], c, 1);
          if (t + 1 < T) entry(balanceRow[i + 1], c, -1);
        }
      } else {
        const col = addCol(COL.CONTENT, hard.lo / VOLUME_UNIT, hard.hi / VOLUME_UNIT, endValue);
        contentCol[i] = col;
        relaxColList.push(col);
        colWhy?.set(col, [hard.loWhy, hard.hiWhy]);
        entry(balanceRow[i], col, 1);
        if (t + 1 < T) entry(balanceRow[i + 1], col, -1);
        if (needLo || needHi) {
          const row = addRow(ROW.SOFT, needLo ? softLo / VOLUME_UNIT : -INF, needHi ? softHi / VOLUME_UNIT : INF);
          entry(row, col, 1);
          if (needLo) entry(row, (underCol[i] = addCol(COL.UNDER, 0, INF, -softPenalty)), 1);
          if (needHi) entry(row, (overCol[i] = addCol(COL.OVER, 0, INF, -softPenalty)), -1);
        }
      }
      if (res.spillAllowed !== false) {
        const arrive = t + spillDelay;
        const credit = spillTo >= 0 && arrive >= T ? transitValue(spillTo) * dtv : 0;
        const s = addCol(COL.SPILL, 0, res.spillMax ?? INF, credit - spillPenalty - (held.get(r)?.spillCost ?? 0) * dt);
        spillCol[r * T + t] = s;
        entry(balanceRow[r * T + t], s, dtv);
        if (spillTo >= 0 && arrive < T) entry(balanceRow[spillTo * T + arrive], s, -dtv);
        if (res.spillMax !== undefined) {
          relaxColList.push(s);
          colWhy?.set(s, ['', `its largest spill of ${fmt(res.spillMax)} m3/s`]);
        }
      }
    }
  });

  // --- units
  const segFirst = new Int32Array(U * T).fill(-1);
  const pumpCol = new Int32Array(U * T).fill(-1);
  const pumpK = new Float64Array(U);
  const segments: Segment[][] = [];
  model.units.forEach((u: Unit, ui) => {
    const name = u.name ?? u.id;
    const up = ri(u.upstream, `Unit ${u.id}`);
    const down = ri(u.downstream, `Unit ${u.id}`);
    if (up >= 0 && up === down) throw new Error(`Unit ${u.id} has the same upstream and downstream reservoir`);
    const d = u.delaySteps ?? 0;
    const generates = u.type !== 'PUMP';
    const pumps = u.type === 'PUMP' || u.type === 'PUMP_TURBINE';
    const isGate = u.type === 'GATE';
    for (const s of [u.availability, u.fixedPower, u.fixedFlow]) checkLength(s, T, `Series of unit ${u.id}`);
    let segs: Segment[] = [];
    if (generates) {
      if (isGate) segs = [{ dq: u.qMax ?? INF, slope: 0 }];
      else {
        if (!u.curve?.length) throw new Error(`Unit ${u.id} has no flow-to-power curve`);
        segs = curveSegments(u.curve, u.id);
      }
    }
    segments.push(segs);
    const k = pumps ? (u.pumpPowerPerFlow ?? NaN) : 0;
    if (pumps && !(k > 0)) throw new Error(`Unit ${u.id} pumps but has no positive pumpPowerPerFlow`);
    pumpK[ui] = k;
    const natQ = segs.reduce((s, g) => s + g.dq, 0);
    const natP = segs.reduce((s, g) => s + g.dq * g.slope, 0);
    const uc = cons.get(u.id) ?? [];
    const price = (t: number) => at(model.price, t);
    const shared = u.type === 'PUMP_TURBINE' && u.pumpQMax !== undefined;
    const qGenMax = Math.min(natQ, u.qMax ?? INF);
    const W = {
      qMin: `its minimum discharge of ${fmt(u.qMin ?? 0)} m3/s`,
      qMax: `its maximum discharge of ${fmt(u.qMax ?? 0)} m3/s`,
      natQ: `its full-load discharge of ${fmt(natQ)} m3/s`,
      natP: `its full-load power of ${fmt(natP)} MW`,
      pMin: `its minimum power of ${fmt(u.pMin ?? 0)} MW`,
      pMax: `its maximum power of ${fmt(u.pMax ?? 0)} MW`,
      pumpQMax: `its largest pumping flow of ${fmt(u.pumpQMax ?? 0)} m3/s`,
    };
    const rampPText = `its ramp limit of ${fmt(u.rampPower ?? 0)} MW per step`,
      rampQText = `its ramp limit of ${fmt(u.rampFlow ?? 0)} m3/s per step`;

    // Rows per step first (columns reference them).
    const flowRow = new Int32Array(T).fill(-1);
    const powerRow = new Int32Array(T).fill(-1);
    const rampP = new Int32Array(T).fill(-1);
    const rampQ = new Int32Array(T).fill(-1);
    const sharedRow = new Int32Array(T).fill(-1);
    const pumpLim: Limits[] = [];
    for (let t = 0; t < T; t++) {
      const q = new Limits();
      const p = new Limits();
      const pq = new Limits();
      const avail = optAt(u.availability, t);
      const fixP = optAt(u.fixedPower, t);
      const fixQ = optAt(u.fixedFlow, t);
      if (generates) {
        q.atLeast(0, 'no flow');
        q.atLeast(u.qMin ?? 0, W.qMin);
        q.atMost(natQ, W.natQ);
        q.atMost(u.qMax ?? INF, W.qMax);
        if (!Number.isNaN(fixQ)) {
          q.atLeast(fixQ, () => `the fixed discharge of ${fmt(fixQ)} m3/s`);
          q.atMost(fixQ, () => `the fixed discharge of ${fmt(fixQ)} m3/s`);
        }
        if (!isGate) {
          p.atLeast(0, 'no generation');
          p.atMost(natP, W.natP);
          // An outage below the minimum power means the unit is off, not a conflict.
          if (!(avail < (u.pMin ?? 0))) p.atLeast(u.pMin ?? 0, W.pMin);
          p.atMost(u.pMax ?? INF, W.pMax);
          if (!Number.isNaN(avail)) p.atMost(avail, () => `its available power of ${fmt(avail)} MW`);
          if (!Number.isNaN(fixP)) {
            const g = Math.max(0, fixP);
            p.atLeast(g, () => `the fixed power of ${fmt(fixP)} MW`);
            p.atMost(g, () => `the fixed power of ${fmt(fixP)} MW`);
          }
        }
      }
      if (pumps) {
        pq.atLeast(0, 'no pumping');
        pq.atMost(u.pumpQMax ?? INF, W.pumpQMax);
        if (!Number.isNaN(avail)) pq.atMost(avail / k, () => `its available power of ${fmt(avail)} MW`);
        if (!Number.isNaN(fixP)) {
          const pumped = Math.max(0, -fixP) / k;
          pq.atLeast(pumped, () => `the fixed power of ${fmt(fixP)} MW`);
          pq.atMost(pumped, () => `the fixed power of ${fmt(fixP)} MW`);
        }
        if (!generates && !Number.isNaN(fixQ)) {
          pq.atLeast(fixQ, () => `the fixed flow of ${fmt(fixQ)} m3/s`);
          pq.atMost(fixQ, () => `the fixed flow of ${fmt(fixQ)} m3/s`);
        }
      }
      let rampPower = u.rampPower ?? INF,
        rampFlow = u.rampFlow ?? INF;
      let rampPWhy = rampPText,
        rampQWhy = rampQText;
      for (const c of uc) {
        if (!inRange(c, t)) continue;
        const v = optAt(c.value, t);
        if (Number.isNaN(v)) continue;
        const lim = c.kind.endsWith('POWER') ? (generates ? p : pq) : q;
        if (c.kind === 'MIN_DISCHARGE') q.atLeast(v, () => `the minimum of ${cName(c)} (${fmt(v)} m3/s)`);
        if (c.kind === 'MAX_DISCHARGE') q.atMost(v, () => `the maximum of ${cName(c)} (${fmt(v)} m3/s)`);
        if (c.kind === 'MIN_POWER')
          lim.atLeast(generates ? v : v / k, () => `the minimum of ${cName(c)} (${fmt(v)} MW)`);
        if (c.kind === 'MAX_POWER')
          lim.atMost(generates ? v : v / k, () => `the maximum of ${cName(c)} (${fmt(v)} MW)`);
        if (c.kind === 'RAMP_POWER' && v < rampPower) {
          rampPower = v;
          rampPWhy = `the ramp limit of ${cName(c)} (${fmt(v)} MW per step)`;
        }
        if (c.kind === 'RAMP_FLOW' && v < rampFlow) {
          rampFlow = v;
          rampQWhy = `the ramp limit of ${cName(c)} (${fmt(v)} m3/s per step)`;
        }
      }
      for (const l of [q, p, pq]) {
        if (l.crossed())
          conflicts.push({
            key: `unit:${ui}:${l.loWhy}|${l.hiWhy}`,
            step: t,
            time: stepTime(t),
            text: `Unit ${name} cannot respect ${l.loWhy} and ${l.hiWhy} at {time}`,
          });
      }
      if (generates && (q.lo > 0 || q.hi < natQ)) {
        flowRow[t] = addRow(ROW.FLOW, q.lo, q.hi);
        relaxRow(flowRow[t], q);
      }
      if (generates && !isGate && (p.lo > 0 || p.hi < natP)) {
        powerRow[t] = addRow(ROW.POWER, p.lo, p.hi);
        relaxRow(powerRow[t], p);
      }
      pumpLim.push(pq);
      const prevP = t === 0 ? u.initialPower : 0;
      if (Number.isFinite(rampPower) && (t > 0 || prevP !== undefined)) {
        const base = t === 0 ? prevP! : 0;
        rampP[t] = addRow(ROW.RAMP_POWER, base - rampPower, base + rampPower);
        relaxRow(rampP[t], Object.assign(new Limits(), { loWhy: rampPWhy, hiWhy: rampPWhy }));
      }
      const prevQ = t === 0 ? u.initialFlow : 0;
      if (Number.isFinite(rampFlow) && (t > 0 || prevQ !== undefined)) {
        const base = t === 0 ? prevQ! : 0;
        rampQ[t] = addRow(ROW.RAMP_FLOW, base - rampFlow, base + rampFlow);
        relaxRow(rampQ[t], Object.assign(new Limits(), { loWhy: rampQWhy, hiWhy: rampQWhy }));
      }
      // A pump turbine cannot pump and generate at once; the LP keeps the sum of both loadings <= 1.
      if (shared) sharedRow[t] = addRow(ROW.SHARED, -INF, 1);
    }

    for (let t = 0; t < T; t++) {
      const arrive = t + d;
      if (generates) {
        segFirst[ui * T + t] = colLo.length;
        const credit = down >= 0 && arrive >= T ? transitValue(down) * dtv : 0;
        for (const g of segs) {
          const c = addCol(COL.SEG, 0, g.dq, price(t) * g.slope * hours + credit);
          if (up >= 0) entry(balanceRow[up * T + t], c, dtv);
          if (down >= 0 && arrive < T) entry(balanceRow[down * T + arrive], c, -dtv);
          entry(flowRow[t], c, 1);
          entry(powerRow[t], c, g.slope);
          entry(rampP[t], c, g.slope);
          if (t + 1 < T) entry(rampP[t + 1], c, -g.slope);
          entry(rampQ[t], c, 1);
          if (t + 1 < T) entry(rampQ[t + 1], c, -1);
          if (shared) entry(sharedRow[t], c, 1 / qGenMax);
        }
      }
      if (pumps) {
        const l = pumpLim[t];
        const c = addCol(COL.PUMP, Math.max(0, l.lo), l.hi, -price(t) * k * hours);
        pumpCol[ui * T + t] = c;
        relaxColList.push(c);
        colWhy?.set(c, [l.loWhy, l.hiWhy]);
        // Pumping moves water from the lower (downstream) to the upper (upstream) reservoir.
        if (down >= 0) entry(balanceRow[down * T + t], c, dtv);
        if (up >= 0) entry(balanceRow[up * T + t], c, -dtv);
        entry(rampP[t], c, -k);
        if (t + 1 < T) entry(rampP[t + 1], c, k);
        if (!generates) {
          entry(rampQ[t], c, 1);
          if (t + 1 < T) entry(rampQ[t + 1], c, -1);
        }
        if (shared) entry(sharedRow[t], c, 1 / u.pumpQMax!);
      }
    }
  });

  const crows = addConstraintRows(model, {
    addRow,
    addCol,
    entry,
    T,
    contentCol,
    underCol,
    overCol,
    spillCol,
    segFirst,
    segments,
    pumpCol,
    pumpK,
    substituted: !labels,
    resIndex,
  });

  // --- future value after the horizon: theta <= intercept + slopes . content(T-1), one row per cut
  let futureCol = -1;
  if (cuts.length) {
    futureCol = addCol(COL.FUTURE, -INF, INF, 1);
    for (const cut of cuts) {
      const row = addRow(ROW.CUT, -INF, cut.intercept);
      entry(row, futureCol, 1);
      model.reservoirs.forEach((res, r) => {
        const k = (cut.slopes[res.id] ?? 0) * VOLUME_UNIT;
        const i = r * T + T - 1;
        entry(row, contentCol[i], -k);
        // substituted soft limits: content = y - under + over
        if (!labels && underCol[i] >= 0) entry(row, underCol[i], k);
        if (!labels && overCol[i] >= 0) entry(row, overCol[i], -k);
      });
    }
  }

  // --- CSC by counting sort on the column of each entry
  const numCols = colLo.length,
    numRows = rowLo.length;
  const starts = new Int32Array(numCols + 1);
  for (let i = 0; i < nnz; i++) starts[eCol[i] + 1]++;
  for (let j = 0; j < numCols; j++) starts[j + 1] += starts[j];
  const fill = starts.slice(0, numCols);
  const indices = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  for (let i = 0; i < nnz; i++) {
    const p = fill[eCol[i]]++;
    indices[p] = eRow[i];
    values[p] = eVal[i];
  }
  const lp: Lp = {
    numCols,
    numRows,
    colCost: Float64Array.from(cost),
    colLower: Float64Array.from(colLo),
    colUpper: Float64Array.from(colHi),
    rowLower: Float64Array.from(rowLo),
    rowUpper: Float64Array.from(rowHi),
    starts,
    indices,
    values,
    colKind: Uint8Array.from(colKind),
    rowKind: Uint8Array.from(rowKind),
    softSubstituted: !labels,
    T,
    contentCol,
    spillCol,
    underCol,
    overCol,
    balanceRow,
    segFirst,
    segments,
    pumpCol,
    pumpK,
    futureCol,
    conflicts,
    cons: crows,
  };
  if (crows.binaries.length) {
    lp.integrality = new Uint8Array(numCols);
    for (const c of crows.binaries) lp.integrality[c] = 1;
  }
  if (labels) {
    lp.colWhy = colWhy;
    lp.rowWhy = rowWhy;
    lp.relaxCol = new Uint8Array(numCols);
    for (const c of relaxColList) lp.relaxCol[c] = 1;
    lp.relaxRow = new Uint8Array(numRows);
    for (const r of relaxRowList) lp.relaxRow[r] = 1;
  }
  return lp;
}
