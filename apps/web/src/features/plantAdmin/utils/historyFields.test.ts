import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLines, fieldLabel, fieldValue } from './historyFields';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const texts = JSON.parse(readFileSync(join(process.cwd(), 'apps/web/public/i18n/plants/en-GB.json'), 'utf8'));
  await i18n.init({
    lng: 'en-GB',
    ns: ['plants'],
    defaultNS: 'plants',
    resources: { 'en-GB': { plants: texts } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});
const format = () => ({ t: i18n.t.bind(i18n), locale: 'en-GB', timezone: 'Europe/Vienna' });

describe('history fields', () => {
  it('names each field by its form label with the unit, not by its column', () => {
    expect(fieldLabel('day_ahead_bid_completion_hour', format())).toBe('Day-ahead bid completion hour');
    expect(fieldLabel('water_value_factor_percent', format())).toBe('Water value factor (%)');
    expect(fieldLabel('q_max', format())).toBe('q_max (m³/s)');
    expect(fieldLabel('upstream_id', format())).toBe('Upstream body');
    expect(fieldLabel('gate_opening_cm_max', format())).toBe('Gate opening max (cm)');
    expect(fieldLabel('some_new_column', format())).toBe('Some new column');
  });

  it('shows values as the form does: locale numbers, ratios in %, instants in the plant zone, methods by name, lists by count', () => {
    expect(fieldValue('max_content', 16_000_000, format())).toBe('16,000,000');
    expect(fieldValue('activation_factor', 0.35, format())).toBe('35 %');
    // 2026-03-29 00:30 UTC is 01:30 in Vienna (before the switch to summer time at 02:00)
    expect(fieldValue('validity_start_timestamp_millis', Date.UTC(2026, 2, 29, 0, 30), format())).toBe(
      '29 Mar 2026, 01:30',
    );
    expect(fieldValue('changed_at', '2026-07-01T10:00:00Z', format())).toBe('1 Jul 2026, 12:00');
    expect(fieldValue('terminal_water_value_method', 'MEAN_PRICE', format())).toBe('Mean price of the horizon');
    expect(
      fieldValue(
        'points',
        [
          [1, 2],
          [3, 4],
          [5, 6],
        ],
        format(),
      ),
    ).toBe('3 points');
    expect(fieldValue('points', [[1, 2]], format())).toBe('1 point');
    expect(fieldValue('spill_target_id', null, format())).toBe('–');
    const names = new Map([['hochalm.reservoir', 'Hochalmspeicher']]);
    expect(fieldValue('upstream_id', 'hochalm.reservoir', { ...format(), names })).toBe(
      'Hochalmspeicher (hochalm.reservoir)',
    );
    expect(fieldValue('upstream_id', 'gone.body', { ...format(), names })).toBe('gone.body'); // deleted since: its id
  });

  it('lists a change as "label: before → after" and leaves out the fields a create left empty', () => {
    expect(
      changeLines(
        {
          day_ahead_bid_completion_hour: { from: 11, to: 10 },
          spill_target_id: { from: null, to: null },
          points: {
            from: null,
            to: [
              [1, 2],
              [2, 3],
            ],
          },
        },
        format(),
      ),
    ).toEqual(['Day-ahead bid completion hour: 11 → 10', 'Points: – → 2 points']);
  });
});
