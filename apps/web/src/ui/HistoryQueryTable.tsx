import { Text } from '@mantine/core';
import type { HistoryEntry } from '@penstock/domain';
import type { ComponentProps, ReactNode } from 'react';
import { HistoryTable } from './HistoryTable';
import { QueryView, type QueryLike } from './QueryView';

export type HistoryColumn = 'when' | 'who' | 'what' | 'change';

/**
 * An entity's history query (`GET .../history`) as a HistoryTable, with QueryView's pending, error
 * (retry) and empty states in the area's words; `header` names each column.
 */
export function HistoryQueryTable({
  query,
  texts,
  pending,
  header,
  ...table
}: {
  query: QueryLike<HistoryEntry[]>;
  texts: { failed: string; retry: string; empty: string };
  pending?: ReactNode;
  header: (column: HistoryColumn) => string;
} & Omit<ComponentProps<typeof HistoryTable>, 'entries' | 'headers'>) {
  return (
    <QueryView
      query={query}
      pending={pending}
      errorText={texts.failed}
      retryLabel={texts.retry}
      isEmpty={(h) => h.length === 0}
      empty={texts.empty}
    >
      {(entries) => (
        <HistoryTable
          entries={entries}
          headers={{ when: header('when'), who: header('who'), what: header('what'), change: header('change') }}
          {...table}
        />
      )}
    </QueryView>
  );
}

/** A version's changes, one small line each (`field: from → to`). */
export function HistoryLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <Text key={line} size="xs">
      {line}
    </Text>
  ));
}
