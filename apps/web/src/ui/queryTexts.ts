/** The spec's texts of a table's states: a failed load with Retry, and no rows. */
export const QUERY_TEXTS = {
  failed: 'Data failed to load.',
  empty: 'No data available',
  retry: 'Retry',
} as const;
