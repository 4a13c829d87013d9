import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditHistory } from '../utils/editHistory';
import type { DataTableModel } from '../utils/tableModel';
import { DataTableLegend } from './DataTableLegend';

// Glide Data Grid is large: it loads with the first table on screen, not with the app.
const DataTableGrid = lazy(() => import('./DataTableGrid').then((m) => ({ default: m.DataTableGrid })));

export type DataTableStatus = 'pending' | 'error' | 'success';

export interface DataTableProps {
  model: DataTableModel;
  status: DataTableStatus;
  /** Shown as Retry in the error state when given. */
  onRetry?: () => void;
  history: EditHistory;
  onHistoryChange: (next: EditHistory) => void;
  /** Cell keys (row:col) refused by the server because someone else changed them. */
  conflicts?: ReadonlySet<string>;
  height?: number;
  /** Instead of `height`: as tall as the rows need, at most this (a short table of points grows with its rows). */
  maxHeight?: number;
  /** A line above the table saying how to fill it (e.g. paste from a spreadsheet). */
  hint?: string;
  label: string;
}

// the grid's header (34 px) with its border, and each row (DataTableGrid's headerHeight and rowHeight)
const HEADER_HEIGHT = 36;
const ROW_HEIGHT = 30;

const SKELETON_ROWS = 5;

/**
 * The one spreadsheet table of the app (spec 1 section 4, "Data table"): load states here, the grid
 * itself in a lazily loaded chunk.
 */
export function DataTable({ hint, maxHeight, ...props }: DataTableProps) {
  const height =
    maxHeight === undefined ? props.height : Math.min(maxHeight, HEADER_HEIGHT + ROW_HEIGHT * props.model.rowCount);
  // a fragment: the hint and the table are items of the caller's stack, spaced by it
  return (
    <>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <TableState {...props} height={height} />
    </>
  );
}

function TableState(props: DataTableProps) {
  const { t } = useTranslation('editing');
  if (props.status === 'pending')
    return (
      <Stack gap={4} role="status" aria-label={t('table.loading')} data-testid="table-pending">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} height={30} />
        ))}
      </Stack>
    );
  if (props.status === 'error')
    return (
      <Alert color="destructive" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid="table-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('table.failed')}</Text>
          {props.onRetry && (
            <Button size="xs" variant="light" onClick={props.onRetry}>
              {t('table.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  if (props.model.rowCount === 0 || props.model.columns.length === 0)
    return (
      <Text c="dimmed" py="lg" ta="center" data-testid="table-empty">
        {t('table.empty')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Suspense fallback={<Skeleton height={props.height ?? 480} />}>
        <DataTableGrid {...props} />
      </Suspense>
      <DataTableLegend />
    </Stack>
  );
}
