import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { QUERY_TEXTS } from './queryTexts';

/** Load-state texts of spec 1 section 4 (data table), the defaults of every QueryView. */
export { QUERY_TEXTS };

/** What QueryView reads of a query: a useQuery result, or several combined into one. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** The loaded data; only called with data that is not empty (and not null). */
  children: (data: NonNullable<T>) => ReactNode;
  /** While pending; default five skeleton rows. */
  pending?: ReactNode;
  /** The error text (the area's, e.g. 'There was an error loading the components'); default 'Data failed to load.'. */
  errorText?: string;
  /** Label of the retry button that refetches; default 'Retry'. */
  retryLabel?: string;
  /** Whether the loaded data counts as empty (null always does); default: an empty array. */
  isEmpty?: (data: T) => boolean;
  /** Shown when empty: a text goes into the EmptyState panel; default 'No data available'. */
  empty?: ReactNode;
  /** data-testid of the EmptyState text (when `empty` is a text). */
  emptyTestId?: string;
}

/**
 * QueryView's error texts from a feature's namespace, which names its retry button `retry`: the
 * text for this failure and that label, e.g. `<QueryView query={history} {...failureTexts(t, 'history.failed')}>`.
 */
export function failureTexts(t: (key: string) => string, errorKey: string) {
  return { errorText: t(errorKey), retryLabel: t('retry') };
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The query seen through `select`, e.g. the one plant of a loaded list (null: not in it, shown as
 * empty): `<QueryView query={selectQuery(plants, (ps) => ps.find((p) => p.id === id) ?? null)} empty={...}>`.
 */
export function selectQuery<T, U>(query: QueryLike<T>, select: (data: T) => U): QueryLike<U> {
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    data: query.data === undefined ? undefined : select(query.data),
  };
}

/** Five skeleton rows: the pending state of lists and tables. */
export function SkeletonRows({ rows = 5, height = 28, testId }: { rows?: number; height?: number; testId?: string }) {
  return (
    <Stack gap="xs" data-testid={testId} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * One place for a query's states: pending (skeleton), error (the text with Retry, and the VPN hint
 * for internal staff), empty, or the data. Replaces hand-written isPending / isError / length === 0
 * chains:
 *
 *   <QueryView query={runs} errorText={t('loadFailed')} empty={t('empty')}>
 *     {(runs) => <RunsTable runs={runs} />}
 *   </QueryView>
 */
export function QueryView<T>(props: QueryViewProps<T>) {
  const { query, isEmpty = isEmptyArray, empty = QUERY_TEXTS.empty } = props;
  if (query.isPending) return <>{props.pending ?? <SkeletonRows />}</>;
  if (query.isError || query.data === undefined)
    return (
      <LoadError
        message={props.errorText}
        retryLabel={props.retryLabel}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );
  if (query.data === null || isEmpty(query.data))
    return typeof empty === 'string' ? <EmptyState testId={props.emptyTestId}>{empty}</EmptyState> : <>{empty}</>;
  return <>{props.children(query.data as NonNullable<T>)}</>;
}
