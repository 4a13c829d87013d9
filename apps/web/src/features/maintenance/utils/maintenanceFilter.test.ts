import { describe, expect, it } from 'vitest';
import type { Maintenance } from '@penstock/domain';
import { DEFAULT_FILTER, filterMaintenance } from './maintenanceFilter';

const m = (over: Partial<Maintenance>): Maintenance => ({
  uuid: 'u',
  name: 'Revision',
  plant_id: 'hochalm',
  plant_name: 'Hochalm',
  turbine_id: 'hochalm.m1',
  turbine_name: 'Machine 1',
  turbine_p_max: 40,
  description: '',
  status: 'Active',
  unavailability_reason: 'Maintenance',
  unavailability_type: 'Planned',
  remaining_power: 0,
  start_timestamp_millis: 0,
  end_timestamp_millis: null,
  version: 1,
  created_by: null,
  updated_by: null,
  updated_at: 0,
  ...over,
});
const rows = [
  m({ uuid: 'a', name: 'Annual REVISION', remaining_power: 0 }),
  m({
    uuid: 'b',
    name: 'Grid work',
    plant_id: 'innau',
    turbine_name: 'Bulb 2',
    description: 'Transformer',
    remaining_power: 20,
    status: 'Inactive',
  }),
  m({ uuid: 'c', name: 'Cooling', remaining_power: 40 }),
];
const ids = (f: Partial<typeof DEFAULT_FILTER>) =>
  filterMaintenance(rows, { ...DEFAULT_FILTER, ...f }).map((r) => r.uuid);

describe('maintenance filters', () => {
  it('all by default; plants none or some', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ plants: [] })).toEqual([]);
    expect(ids({ plants: ['innau'] })).toEqual(['b']);
  });
  it('search is case-insensitive on name, plant id, turbine name and description', () => {
    expect(ids({ search: 'revision' })).toEqual(['a']);
    expect(ids({ search: 'INNAU' })).toEqual(['b']);
    expect(ids({ search: 'bulb' })).toEqual(['b']);
    expect(ids({ search: 'transf' })).toEqual(['b']);
  });
  it('status and remaining availability percent within min-max', () => {
    expect(ids({ status: ['Inactive'] })).toEqual(['b']);
    // None chooses no status, so nothing is filtered by status (issue 27 item 17: it once matched nothing)
    expect(ids({ status: 'none' })).toEqual(['a', 'b', 'c']);
    expect(ids({ percent: [40, 60] })).toEqual(['b']);
    expect(ids({ percent: [0, 0] })).toEqual(['a']);
    expect(ids({ percent: [100, 100] })).toEqual(['c']);
  });
});
