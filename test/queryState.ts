// Queries in a chosen state for component tests of QueryView, ListScreen and the screens on them.
import { vi } from 'vitest';
import type { QueryLike } from '@/ui/QueryView';

/** A query that is loaded with no data unless `state` says otherwise; `refetch` is a spy. */
export function queryState<T>(state: Partial<QueryLike<T>> = {}): QueryLike<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

/** A query loaded with `data`. */
export const loadedQuery = <T>(data: T): QueryLike<T> => queryState({ data });
