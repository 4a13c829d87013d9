/**
 * Text chunks for PostgreSQL `COPY ... FROM STDIN` (text format: tab separated, \n terminated):
 * `series_id <TAB> ts <TAB> value`, ts as ISO 8601 UTC. Gaps (NaN) are skipped. Chunks hold at
 * most maxRows rows, so a loader can stream a large world without materialising it.
 */
import type { Series } from './series.js';

export function* seriesCopyChunks(
  series: Iterable<Series>,
  seriesIdOf: (s: Series) => string | number,
  maxRows = 20_000,
): Generator<string> {
  let lines: string[] = [];
  // series of one world share their hours: format each timestamp once (toISOString dominates otherwise)
  const isoCache = new Map<number, string>();
  const iso = (ts: number) => {
    let t = isoCache.get(ts);
    if (t === undefined) {
      if (isoCache.size > 200_000) isoCache.clear();
      t = new Date(ts).toISOString();
      isoCache.set(ts, t);
    }
    return t;
  };
  for (const s of series) {
    const id = String(seriesIdOf(s));
    const { values, startTs, stepMs } = s;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (Number.isNaN(v)) continue;
      lines.push(`${id}\t${iso(startTs + i * stepMs)}\t${v}\n`);
      if (lines.length >= maxRows) {
        yield lines.join('');
        lines = [];
      }
    }
  }
  if (lines.length) yield lines.join('');
}
