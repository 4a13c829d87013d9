import { buildLp, type Lp } from './buildLp.js';
import type { LpMatrix } from './lp/lp.js';
import type { OptimizerModel } from './types.js';

/** Readable names: c(ontent), u(nder)/o(ver) soft slack, s(pill), g(eneration segment), p(ump), n (on/off), m (pumping on/off); x for the other constraint columns. */
export function colNames(model: OptimizerModel, lp: Lp): string[] {
  const names = new Array<string>(lp.numCols);
  const T = lp.T;
  for (let r = 0; r < model.reservoirs.length; r++) {
    for (let t = 0; t < T; t++) {
      const i = r * T + t;
      names[lp.contentCol[i]] = `c${r}_${t}`;
      if (lp.spillCol[i] >= 0) names[lp.spillCol[i]] = `s${r}_${t}`;
      if (lp.underCol[i] >= 0) names[lp.underCol[i]] = `u${r}_${t}`;
      if (lp.overCol[i] >= 0) names[lp.overCol[i]] = `o${r}_${t}`;
    }
  }
  for (let u = 0; u < model.units.length; u++) {
    for (let t = 0; t < T; t++) {
      const first = lp.segFirst[u * T + t];
      if (first >= 0) for (let k = 0; k < lp.segments[u].length; k++) names[first + k] = `g${u}_${t}_${k}`;
      if (lp.pumpCol[u * T + t] >= 0) names[lp.pumpCol[u * T + t]] = `p${u}_${t}`;
      if (lp.cons.onCol[u * T + t] >= 0) names[lp.cons.onCol[u * T + t]] = `n${u}_${t}`;
      if (lp.cons.pumpOnCol[u * T + t] >= 0) names[lp.cons.pumpOnCol[u * T + t]] = `m${u}_${t}`;
    }
  }
  if (lp.futureCol >= 0) names[lp.futureCol] = 'future_value';
  for (let j = 0; j < lp.numCols; j++) names[j] ??= `x${j}`;
  return names;
}

const num = (v: number) => (v === Infinity ? '+inf' : v === -Infinity ? '-inf' : String(v));

/** Appends " + a x + b y" terms, breaking lines so every reader's line limit holds. */
function terms(
  out: string[],
  coefs: ArrayLike<number>,
  names: ArrayLike<string>,
  from: number,
  to: number,
  colOf?: Int32Array,
) {
  let line = '';
  for (let k = from, n = 0; k < to; k++, n++) {
    const v = coefs[k];
    const name = names[colOf ? colOf[k] : k];
    line += (v < 0 ? ' - ' : ' + ') + String(Math.abs(v)) + ' ' + name;
    if (n % 8 === 7) {
      out.push(line);
      line = '';
    }
  }
  if (line) out.push(line);
}

/** The model as CPLEX LP text (readable by HiGHS, `glpsol --lp` and cbc); ranged rows become two rows, on/off decisions are Binaries. */
export function writeLp(model: OptimizerModel): string {
  const lp = buildLp(model);
  if (lp.conflicts.length)
    throw new Error(
      `The model has conflicting limits: ${lp.conflicts[0].text.replace('{time}', `step ${lp.conflicts[0].step}`)}`,
    );
  return lpText(
    lp,
    colNames(model, lp),
    `Penstock hydro schedule: ${model.reservoirs.length} reservoirs, ${model.units.length} units, ${model.steps} steps of ${model.stepSeconds} s; volumes in ${1000} m3`,
  );
}

/** An LP as CPLEX LP text with the given column names and a comment line (e.g. the stochastic bid programme). */
export function lpText(lp: LpMatrix, names: readonly string[], header: string): string {
  const out: string[] = [`\\ ${header}`, 'Maximize', ' obj:'];
  // Objective: every costed column, plus columns in no row (an LP reader must see each column once).
  const objCols: number[] = [];
  for (let j = 0; j < lp.numCols; j++) if (lp.colCost[j] !== 0 || lp.starts[j] === lp.starts[j + 1]) objCols.push(j);
  if (objCols.length === 0) objCols.push(0);
  terms(
    out,
    objCols.map((j) => lp.colCost[j]),
    objCols.map((j) => names[j]),
    0,
    objCols.length,
  );
  // Transpose CSC to rows.
  const { numRows, numCols } = lp;
  const rs = new Int32Array(numRows + 1);
  for (let k = 0; k < lp.indices.length; k++) rs[lp.indices[k] + 1]++;
  for (let i = 0; i < numRows; i++) rs[i + 1] += rs[i];
  const fill = rs.slice(0, numRows);
  const rc = new Int32Array(lp.indices.length),
    rv = new Float64Array(lp.indices.length);
  for (let j = 0; j < numCols; j++) {
    for (let k = lp.starts[j]; k < lp.starts[j + 1]; k++) {
      const p = fill[lp.indices[k]]++;
      rc[p] = j;
      rv[p] = lp.values[k];
    }
  }
  out.push('Subject To');
  for (let i = 0; i < numRows; i++) {
    const lo = lp.rowLower[i],
      hi = lp.rowUpper[i];
    const sides: [string, string, number][] = lo === hi ? [['', '=', lo]] : [];
    if (lo !== hi) {
      if (lo > -Infinity) sides.push([hi < Infinity ? '_lo' : '', '>=', lo]);
      if (hi < Infinity) sides.push([lo > -Infinity ? '_hi' : '', '<=', hi]);
    }
    for (const [suffix, op, v] of sides) {
      out.push(` r${i}${suffix}:`);
      if (rs[i] === rs[i + 1]) out.push(` 0 ${names[0]}`);
      terms(out, rv, names, rs[i], rs[i + 1], rc);
      out.push(` ${op} ${num(v)}`);
    }
  }
  out.push('Bounds');
  for (let j = 0; j < numCols; j++) {
    const lo = lp.colLower[j],
      hi = lp.colUpper[j];
    if (lo === 0 && hi === Infinity) continue;
    if (lo === hi) out.push(` ${names[j]} = ${num(lo)}`);
    else if (lo === -Infinity && hi === Infinity) out.push(` ${names[j]} free`);
    else if (hi === Infinity) out.push(` ${names[j]} >= ${num(lo)}`);
    else out.push(` ${num(lo)} <= ${names[j]} <= ${num(hi)}`);
  }
  if (lp.integrality) {
    // 0-1 columns as Binaries; integers with a larger range (grid reserves' bid-step counts) as Generals.
    const general = (j: number) => lp.colUpper[j] > 1 || lp.colLower[j] < 0;
    out.push('Binaries');
    for (let j = 0; j < numCols; j++) if (lp.integrality[j] && !general(j)) out.push(` ${names[j]}`);
    let generals = false;
    for (let j = 0; j < numCols; j++)
      if (lp.integrality[j] && general(j)) {
        if (!generals) out.push('Generals');
        generals = true;
        out.push(` ${names[j]}`);
      }
  }
  out.push('End', '');
  return out.join('\n');
}
