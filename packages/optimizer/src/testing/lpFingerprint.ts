import { createHash } from 'node:crypto';
import type { Highs } from 'highs';
import { buildLp, type Lp } from '../buildLp.js';
import type { OptimizerModel } from '../types.js';
import { writeLp } from '../writeLp.js';

export interface LpFingerprint {
  /** SHA-256 of the CPLEX LP text (or of the error writeLp throws). */
  text: string;
  rows: number;
  cols: number;
  nonzeros: number;
  /** SHA-256 over every array and map of the LP as the solver gets it, without and with labels. */
  lp: string;
  labelled: string;
  /** Optimum of the LP relaxation read back from the text (on/off decisions continuous), or the status. */
  objective: number | string;
}

/** Digest of everything buildLp returns: matrix (column order of entries included), bounds, maps and reasons. */
function digest(lp: Lp): string {
  const h = createHash('sha256');
  for (const [key, v] of Object.entries(lp).sort(([a], [b]) => a.localeCompare(b))) {
    h.update(key);
    if (ArrayBuffer.isView(v)) h.update(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    else if (v instanceof Map) h.update(JSON.stringify([...v]));
    else if (key === 'cons')
      h.update(JSON.stringify(v, (_, x: unknown) => (ArrayBuffer.isView(x) ? Array.from(x as Int32Array) : x)));
    else h.update(JSON.stringify(v) ?? 'undefined');
  }
  return h.digest('hex');
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** The fingerprint of a model's LP; `highs` solves the relaxation read back from the LP text. */
export function lpFingerprint(model: OptimizerModel, highs: Highs): LpFingerprint {
  const lp = buildLp(model);
  let text: string;
  let objective: number | string;
  try {
    text = writeLp(model);
    const relaxed = text.replace(/\nBinaries\n[\s\S]*?\nEnd\n/, '\nEnd\n');
    const r = highs.solve(relaxed, { output_flag: false });
    objective = r.Status === 'Optimal' ? r.ObjectiveValue : r.Status;
  } catch (e) {
    text = `error: ${(e as Error).message}`;
    objective = text;
  }
  return {
    text: sha(text),
    rows: lp.numRows,
    cols: lp.numCols,
    nonzeros: lp.indices.length,
    lp: digest(lp),
    labelled: digest(buildLp(model, { labels: true })),
    objective,
  };
}
