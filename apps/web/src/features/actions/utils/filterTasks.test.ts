import { describe, expect, it } from 'vitest';
import type { PeriodicTask } from '../api/getPeriodicTasks';
import { filterTasks } from './filterTasks';

const task = (name: string, isPaused: boolean): PeriodicTask => ({
  name, isPaused, description: '', schedule: '* * * * *', timezone: 'Europe/Vienna', last_run: null, next_run: null, last_status: null, job_uuid: null,
});
const tasks = [task('advance-telemetry', false), task('check-data-quality', true), task('optimize-live-plants', false)];

describe('filterTasks', () => {
  it('Active keeps tasks that are not paused, Inactive the paused ones', () => {
    expect(filterTasks(tasks, 'active', '').map((t) => t.name)).toEqual(['advance-telemetry', 'optimize-live-plants']);
    expect(filterTasks(tasks, 'inactive', '').map((t) => t.name)).toEqual(['check-data-quality']);
    expect(filterTasks(tasks, 'all', '')).toHaveLength(3);
  });
  it('searches names case-insensitively, combined with the state', () => {
    expect(filterTasks(tasks, 'all', '  OPTIM ').map((t) => t.name)).toEqual(['optimize-live-plants']);
    expect(filterTasks(tasks, 'inactive', 'optim')).toEqual([]);
  });
});
