import { Box, Group, Skeleton, Stack, Table, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RouteName } from '@penstock/domain';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { EmptyState } from '../EmptyState';
import { QueryView, QUERY_TEXTS, type QueryLike } from '../QueryView';
import { listExportTable, type ListExportColumn } from './listExport';
import { filterRows, formatStatusParam, parseStatusParam, sortRows } from './listFilter';
import { StatusFilter } from './StatusFilter';
import { useListParam } from './useListParam';

export interface ListColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  minWidth?: number;
  /** Makes the column sortable (a click on its header): the value rows are ordered by, nulls last. */
  sort?: (row: T) => string | number | null | undefined;
  /** How the column leaves in the CSV export (see listExportTable): its own columns with units in the headers. */
  export?: readonly ListExportColumn<T>[];
}

/** A right-aligned column of a figure (the plants, accounts or portfolios a row has). */
export const countColumn = <T,>(key: string, header: ReactNode, cell: (row: T) => ReactNode): ListColumn<T> => ({
  key,
  header,
  cell,
  align: 'right',
});

const rowId = (row: unknown) => (row as { id: string }).id;

export interface ListScreenProps<T> {
  /** The route whose declared query keys (`status`, `search`, `selected`) hold the list's state. */
  route: RouteName;
  query: QueryLike<readonly T[]>;
  columns: readonly ListColumn<T>[];
  /** A row's key (selection, React key): its `id` unless said otherwise (rows without an `id` must say). */
  rowKey?: (row: T) => string;
  /** The status filter: a row's status and the statuses offered, in order. */
  status?: { of: (row: T) => string; options: readonly { value: string; label: string }[]; label: string };
  /** The fields the search looks in (case-insensitive substring). */
  searchFields?: (row: T) => readonly (string | number | null | undefined)[];
  /** Rows can be selected (a click; the `selected` query holds the row key). */
  selectable?: boolean;
  /** Shown under the table for the selected row. */
  detail?: (row: T) => ReactNode;
  /** Extra attributes of a row, e.g. `data-task`. */
  rowProps?: (row: T) => Record<string, string>;
  /** A CSV download of the rows shown (filtered and sorted), named after `fileName` (see listExportTable). */
  export?: { fileName: string };
  /** Controls beside the filter and the search. */
  toolbar?: ReactNode;
  texts: {
    table: string;
    search?: string;
    loadFailed?: string;
    retry?: string;
    /** No rows at all. */
    empty?: string;
    /** Rows exist, the filter hides them all. */
    noMatch?: string;
    all?: string;
    none?: string;
  };
  testId?: string;
  emptyTestId?: string;
  minWidth?: number;
}

/**
 * A list screen declared by its columns: status filter (all/none and each status), search over
 * named fields, row selection, all kept in the route's query where the route table declares the
 * keys; pending (five skeleton rows), error with Retry, empty and no-match states; optionally a
 * CSV export of the rows shown.
 */
export function ListScreen<T extends { id: string }>(props: ListScreenProps<T>): ReactNode;
export function ListScreen<T>(props: ListScreenProps<T> & { rowKey: (row: T) => string }): ReactNode;
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { route, query, columns, status, searchFields, texts } = props;
  const rowKey: (row: T) => string = props.rowKey ?? rowId;
  const [statusParam, setStatusParam] = useListParam(route, 'status');
  const [searchParam, setSearchParam] = useListParam(route, 'search');
  const [selected, setSelected] = useListParam(route, 'selected');
  const search = useSearchText(searchParam, setSearchParam);
  const statusValues = useMemo(() => status?.options.map((o) => o.value) ?? [], [status]);
  const selection = parseStatusParam(statusParam, statusValues);
  const shown = useMemo(
    () =>
      filterRows(query.data ?? [], {
        status: status && { of: status.of, selection },
        search: searchFields && { text: search.text, fields: searchFields },
      }),
    [query.data, status, selection, searchFields, search.text],
  );
  const [sortBy, setSortBy] = useListParam(route, 'sortBy');
  const [sortOrderParam, setSortOrder] = useListParam(route, 'sortOrder');
  const sortOrder = sortOrderParam === 'desc' ? 'desc' : 'asc';
  const sortColumn = columns.find((c) => c.key === sortBy && c.sort);
  const shownSorted = useMemo(
    () => (sortColumn?.sort ? sortRows(shown, sortColumn.sort, sortOrder) : shown),
    [shown, sortColumn, sortOrder],
  );
  const onSort = (key: string) => {
    if (sortBy === key) setSortOrder(sortOrder === 'asc' ? 'desc' : 'asc');
    else {
      setSortBy(key);
      setSortOrder('asc');
    }
  };
  // no export button over a list with no rows at all (its empty state says why)
  const canExport = !!query.data?.length;
  const selectedRow =
    props.selectable && selected !== undefined ? shown.find((r) => rowKey(r) === selected) : undefined;

  const head = (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <Table.Th
            key={c.key}
            ta={c.align ?? 'left'}
            miw={c.minWidth}
            aria-sort={
              c.sort && c.key === sortColumn?.key ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined
            }
          >
            {c.sort ? (
              <UnstyledButton onClick={() => onSort(c.key)} fw={600} fz="sm" data-testid={`sort-${c.key}`}>
                <Group gap={4} wrap="nowrap">
                  {c.header}
                  {c.key === sortColumn?.key ? (
                    sortOrder === 'asc' ? (
                      <IconChevronUp size={14} aria-hidden />
                    ) : (
                      <IconChevronDown size={14} aria-hidden />
                    )
                  ) : (
                    <IconSelector size={14} aria-hidden />
                  )}
                </Group>
              </UnstyledButton>
            ) : (
              c.header
            )}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
  const table = (body: ReactNode) => (
    <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={texts.table} data-testid={props.testId}>
        {head}
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  const skeleton = table(
    Array.from({ length: 5 }, (_, i) => (
      <Table.Tr key={i} data-testid="list-skeleton">
        {columns.map((c) => (
          <Table.Td key={c.key}>
            <Skeleton h={18} />
          </Table.Td>
        ))}
      </Table.Tr>
    )),
  );

  return (
    <Stack gap="lg">
      {(status || searchFields || props.toolbar || canExport) && (
        <Group gap="md" wrap="wrap" align="flex-end">
          {status && (
            <StatusFilter
              label={status.label}
              options={status.options}
              selection={selection}
              onChange={(s) => setStatusParam(formatStatusParam(s))}
              texts={{ all: texts.all ?? 'All', none: texts.none ?? 'None' }}
            />
          )}
          {searchFields && (
            <TextInput
              aria-label={texts.search ?? 'Search'}
              placeholder={texts.search ?? 'Search'}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search.text}
              onChange={(e) => search.set(e.currentTarget.value)}
              w={280}
            />
          )}
          {props.toolbar}
          {canExport && props.export && (
            <Box ml={props.toolbar ? undefined : 'auto'}>
              <ExportMenu
                fileName={props.export.fileName}
                disabled={!shownSorted.length}
                tables={() => [listExportTable(props.export!.fileName, columns, shownSorted)]}
              />
            </Box>
          )}
        </Group>
      )}
      <QueryView
        query={query}
        pending={skeleton}
        errorText={texts.loadFailed}
        retryLabel={texts.retry}
        empty={texts.empty ?? QUERY_TEXTS.empty}
        emptyTestId={props.emptyTestId}
      >
        {() =>
          shownSorted.length === 0 ? (
            <EmptyState testId={props.emptyTestId}>{texts.noMatch ?? QUERY_TEXTS.empty}</EmptyState>
          ) : (
            table(
              shownSorted.map((row) => {
                const key = rowKey(row);
                const isSelected = selectedRow !== undefined && key === selected;
                return (
                  <Table.Tr
                    key={key}
                    {...props.rowProps?.(row)}
                    aria-selected={props.selectable ? isSelected : undefined}
                    bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                    style={props.selectable ? { cursor: 'pointer' } : undefined}
                    onClick={props.selectable ? () => setSelected(isSelected ? undefined : key) : undefined}
                  >
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.align ?? 'left'}>
                        {c.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              }),
            )
          )
        }
      </QueryView>
      {selectedRow !== undefined && props.detail?.(selectedRow)}
    </Stack>
  );
}

/**
 * The search box's text: shown at once while the query follows; a change of the query from
 * elsewhere (Back) replaces it, the echo of our own writes does not.
 */
function useSearchText(param: string | undefined, setParam: (v: string | undefined) => void) {
  const [text, setText] = useState(param ?? '');
  const written = useRef(param ?? '');
  useEffect(() => {
    if ((param ?? '') !== written.current) {
      written.current = param ?? '';
      setText(param ?? '');
    }
  }, [param]);
  return {
    text,
    set: (value: string) => {
      setText(value);
      written.current = value;
      setParam(value || undefined);
    },
  };
}
