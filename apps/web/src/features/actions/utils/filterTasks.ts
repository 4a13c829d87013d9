import type { PeriodicTask } from '../api/getPeriodicTasks';

/** Spec 1 section 5: Active means not paused, Inactive means paused. */
export type TaskStateFilter = 'all' | 'active' | 'inactive';

/** Tasks matching the state filter whose name contains the search (case-insensitive, trimmed). */
export function filterTasks(tasks: readonly PeriodicTask[], state: TaskStateFilter, search: string): PeriodicTask[] {
  const needle = search.trim().toLowerCase();
  return tasks.filter(
    (t) => (state === 'all' || (state === 'active') === !t.isPaused) && (!needle || t.name.toLowerCase().includes(needle)),
  );
}
