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
  label: string;
}

const SKELETON_ROWS = 5;

/**
 * The one spreadsheet table of the app (spec 1 section 4, "Data table"): load states here, the grid
 * itself in a lazily loaded chunk.
 */
export function DataTable(props: DataTableProps) {
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
