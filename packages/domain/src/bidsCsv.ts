import { localIso, type MarketTimeUnit } from './bidsTime.js';
import type { BidCurveSet } from './bidsValidation.js';

/**
 * The CSV export of a bid version (issue 25), close to the exchanges' portfolio-curve formats: one
 * row per point, comma-separated, '#' lines first saying what the file is and the sign convention.
 *
 *   # Penstock day-ahead bid: <plant>, area <area>, delivery day <date> (<zone>), version <n>
 *   # volume_mw: positive sells (generation), negative buys (pumping); price_eur_mwh: ...
 *   delivery_start_utc,delivery_end_utc,delivery_start_local,delivery_end_local,area,price_eur_mwh,volume_mw
 *   2026-11-29T23:00:00Z,2026-11-29T23:15:00Z,2026-11-30T00:00+01:00,2026-11-30T00:15+01:00,AT,-500.00,0.0
 *
 * UTC times are ISO 8601 with Z, local times carry their offset (unique in the repeated hour of the
 * autumn change); prices have 2 decimals, volumes 1 (the exchanges' steps).
 */
export const BID_CSV_COLUMNS = [
  'delivery_start_utc',
  'delivery_end_utc',
  'delivery_start_local',
  'delivery_end_local',
  'area',
  'price_eur_mwh',
  'volume_mw',
] as const;

export const BID_CSV_SIGN_CONVENTION =
  'volume_mw: positive sells (generation), negative buys (pumping); price_eur_mwh: price step in EUR/MWh, volumes between points are interpolated linearly';

export interface BidCsvInput {
  plantName: string;
  area: string;
  date: string;
  zone: string;
  versionNumber: number;
  units: readonly MarketTimeUnit[];
  curves: BidCurveSet;
}

const utc = (ts: number) => new Date(ts).toISOString().replace('.000Z', 'Z');
/** Free text inside a comment line stays on that line. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');
const cell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function bidCsv(b: BidCsvInput): string {
  const lines = [
    `# Penstock day-ahead bid: ${oneLine(b.plantName)}, area ${oneLine(b.area)}, delivery day ${b.date} (${b.zone}), version ${b.versionNumber}`,
    `# ${BID_CSV_SIGN_CONVENTION}`,
    BID_CSV_COLUMNS.join(','),
  ];
  b.units.forEach((u, t) => {
    const head = [utc(u.start), utc(u.end), localIso(u.start, b.zone), localIso(u.end, b.zone), cell(b.area)].join(',');
    for (const p of b.curves[t] ?? []) lines.push(`${head},${p.price.toFixed(2)},${p.volume.toFixed(1)}`);
  });
  return lines.join('\n') + '\n';
}
