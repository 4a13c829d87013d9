import i18next from 'i18next';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Maintenance } from '@penstock/domain';
import { listExportTable } from '@/ui/list/listExport';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { maintenanceColumns } from './maintenanceColumns';

beforeAll(() => initTestI18n('maintenance'));

const outage = (o: Partial<Maintenance>): Maintenance => ({
  uuid: 'u1',
  name: 'Winter revision',
  plant_id: 'hochalm',
  plant_name: 'Hochalm Storage',
  turbine_id: 'hochalm.m1',
  turbine_name: 'Hochalm M1',
  turbine_p_max: 80,
  description: 'Runner, annual',
  status: 'Active',
  unavailability_reason: 'Maintenance',
  unavailability_type: 'Planned',
  remaining_power: 20,
  start_timestamp_millis: Date.UTC(2026, 10, 29, 5),
  end_timestamp_millis: Date.UTC(2026, 10, 30, 17),
  version: 1,
  created_by: null,
  updated_by: null,
  updated_at: 0,
  ...o,
});

describe('the maintenance download (issue 27 item 13)', () => {
  test('every field of the outages shown, units in the headers, times in ISO 8601 with the plant offset', () => {
    const columns = maintenanceColumns(i18next.t.bind(i18next) as never, 'en-GB', () => 'Europe/Vienna');
    const table = listExportTable('Maintenance', columns, [
      outage({}),
      outage({ uuid: 'u2', name: 'Failure', status: 'Inactive', remaining_power: 0, end_timestamp_millis: null }),
    ]);
    expect(table.columns).toEqual([
      'Name',
      'Description',
      'Plant',
      'Turbine',
      'Reason',
      'Kind',
      'Remaining power (MW)',
      'Remaining power (% of p_max)',
      'Start (ISO 8601)',
      'End, exclusive (ISO 8601)',
      'Status',
    ]);
    expect(table.rows).toEqual([
      [
        'Winter revision',
        'Runner, annual',
        'Hochalm Storage',
        'Hochalm M1',
        'Maintenance',
        'Planned',
        20,
        25,
        '2026-11-29T06:00:00+01:00',
        '2026-11-30T18:00:00+01:00',
        'Active',
      ],
      [
        'Failure',
        'Runner, annual',
        'Hochalm Storage',
        'Hochalm M1',
        'Maintenance',
        'Planned',
        0,
        0,
        '2026-11-29T06:00:00+01:00',
        'never',
        'Inactive',
      ],
    ]);
  });
});
