import { describe, expect, it } from 'vitest';
import { bidCsv, BID_CSV_COLUMNS } from './bidsCsv.js';
import { marketTimeUnits } from './bidsTime.js';

describe('bidCsv', () => {
  it('writes a row per point with UTC and local delivery times, area, price and volume, the sign convention first', () => {
    const units = marketTimeUnits('2026-10-25', 'Europe/Vienna');
    const curves = units.map((_, t) => [
      { price: -500, volume: -12.5 },
      { price: 45.1 + t, volume: 30 },
    ]);
    const lines = bidCsv({
      plantName: 'Hochalm',
      area: 'AT',
      date: '2026-10-25',
      zone: 'Europe/Vienna',
      versionNumber: 3,
      units,
      curves,
    }).split('\n');
    expect(lines[0]).toBe(
      '# Penstock day-ahead bid: Hochalm, area AT, delivery day 2026-10-25 (Europe/Vienna), version 3',
    );
    expect(lines[1]).toMatch(/^# volume_mw: positive sells \(generation\), negative buys \(pumping\)/);
    expect(lines[2]).toBe(BID_CSV_COLUMNS.join(','));
    expect(lines[3]).toBe(
      '2026-10-24T22:00:00Z,2026-10-24T22:15:00Z,2026-10-25T00:00+02:00,2026-10-25T00:15+02:00,AT,-500.00,-12.5',
    );
    // the repeated hour: 02:00 twice, told apart by the offset
    expect(lines[3 + 2 * 12]).toBe(
      '2026-10-25T01:00:00Z,2026-10-25T01:15:00Z,2026-10-25T02:00+01:00,2026-10-25T02:15+01:00,AT,-500.00,-12.5',
    );
    expect(lines).toHaveLength(3 + 2 * 100 + 1); // a final newline
  });
});
