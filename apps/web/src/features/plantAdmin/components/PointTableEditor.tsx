import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headCurveSchema, isHeadCurveKind, PERMISSION_TOOLTIPS, pointTableSchema, type Point } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { DataTable } from '@/features/dataTable/components/DataTable';
import { ReasonButton } from '@/ui/SaveButton';
import {
  changedRows,
  createHistory,
  currentEdits,
  discard,
  hasInvalid,
  parseCellKey,
} from '@/features/dataTable/utils/editHistory';
import { maxOf } from '@penstock/domain';
import { usePlantWrite, usePointTable, type PlantScope } from '../api/plantApi';
import { pointColumnKeys, pointRows, pointTableModel, type TableKind } from '../utils/pointTableRows';
import { ChangeHistory } from './ChangeHistory';
import type { ChartLabels } from './ChartFrame';
import { MessageAlert } from './MessageAlert';
import { EfficiencyChart } from './EfficiencyChart';
import { PointChart } from './PointChart';

/** Blank rows below the points, to type a new point into. */
const BLANK_ROWS = 3;

/** What the editor shows of a saved table (a component's point table or a head curve). */
interface SavedTable {
  component_id: string;
  points: Point[];
  warnings: { index: number; message: string }[];
  gross_head?: number | null;
  version: number;
}

/**
 * A point table of one component (or a head curve of a unit or head plant) in the shared data table (paste many rows from a spreadsheet, a
 * header line is skipped; undo, redo, fill), with its chart and a warning per implausible point;
 * saved whole or not at all.
 */
export function PointTableEditor({
  componentId,
  view = null,
  ...editor
}: {
  scope: PlantScope;
  kind: TableKind;
  componentId: string;
  canWrite: boolean;
  /** One of the two alone, full width; null: the table beside its chart. */
  view?: 'table' | 'chart' | null;
}) {
  const table = usePointTable(editor.scope, editor.kind, componentId);
  const status = table.isPending ? 'pending' : table.isError ? 'error' : 'success';
  const saved = table.data ?? null;
  return (
    <Editor
      key={saved ? `${componentId}-${saved.version}` : componentId}
      saved={saved}
      status={status}
      onRetry={() => void table.refetch()}
      view={view}
      {...editor}
    />
  );
}

const NONE: SavedTable = { component_id: '', points: [], warnings: [], version: 0 };

function Editor({
  scope,
  kind,
  saved,
  status,
  onRetry,
  canWrite,
  view,
}: {
  scope: PlantScope;
  kind: TableKind;
  saved: SavedTable | null;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  canWrite: boolean;
  view: 'table' | 'chart' | null;
}) {
  const { t } = useTranslation('plants');
  const [history, setHistory] = useState(createHistory);
  const base = saved ?? NONE;
  const titles = pointColumnKeys(kind).map((k) => (k === 'head' ? t('static.head') : t(`static.${k}.${kind}`)));
  const edits = currentEdits(history);
  const lastEdited = edits.size ? maxOf([...edits.keys()].map((k) => parseCellKey(k).row)) : -1;
  const extraRows = Math.max(0, lastEdited + 1 - base.points.length) + BLANK_ROWS;
  // rows warned are known only after reading the grid: read once without marks, then mark them
  const plain = pointTableModel(kind, base, {
    titles,
    extraRows,
    canWrite,
    warnedRows: new Set(),
    lockReason: PERMISSION_TOOLTIPS.field,
  });
  const rows = pointRows(kind, plain, history, saved?.gross_head ?? null);
  const warnedKey = rows.warnings.map((w) => w.row).join(',');
  const model = useMemo(
    () =>
      pointTableModel(kind, base, {
        titles,
        extraRows,
        canWrite,
        warnedRows: new Set(warnedKey ? warnedKey.split(',').map(Number) : []),
        lockReason: PERMISSION_TOOLTIPS.field,
      }),
    // titles follow the language and kind
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, base, extraRows, canWrite, warnedKey, t],
  );
  const changed = changedRows(history).length > 0;
  const invalid = hasInvalid(history) || rows.incomplete.length > 0 || rows.errors.length > 0;
  const headCurve = isHeadCurveKind(kind);
  const save = usePlantWrite<void, SavedTable>(scope, {
    method: 'PUT',
    path: () => endpoints.plantAdmin.pointTable(scope.portfolioId, scope.plantViewId, kind, base.component_id),
    body: () => ({ points: rows.points, version: base.version }),
    schema: headCurve ? headCurveSchema : pointTableSchema,
    toasts: {
      success: 'The data was added successfully',
      error: { title: 'Data could not be added', generic: 'The data could not be saved due to an error' },
    },
  });
  const saveTip = !canWrite
    ? PERMISSION_TOOLTIPS.save
    : !changed
      ? PERMISSION_TOOLTIPS.unchanged
      : invalid
        ? t(rows.errors.length ? 'static.fixErrors' : 'static.fixRows')
        : null;

  // the chart's name and axes, whichever chart draws the points
  const chartLabels: ChartLabels = { label: t('static.chart'), xLabel: titles[0]!, yLabel: titles[1]! };

  return (
    // the hidden half stays mounted: the edits not saved yet survive a look at the chart alone
    // side by side, a three-column table (efficiency curves) takes 7 of 12 so its columns are whole
    <Grid gap="lg">
      <Grid.Col
        span={view ? 12 : { base: 12, lg: titles.length > 2 ? 7 : 6 }}
        display={view === 'chart' ? 'none' : undefined}
      >
        <Card withBorder data-testid="point-table">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={4} size="h5">
                {t(`static.title.${kind}`)}
              </Title>
              {saved && (
                <ChangeHistory
                  scope={scope}
                  path={`${kind}/${saved.component_id}/history`}
                  title={t(`static.title.${kind}`)}
                />
              )}
            </Group>
            <DataTable
              hint={t('static.pasteHint')}
              model={model}
              status={status}
              onRetry={onRetry}
              history={history}
              onHistoryChange={setHistory}
              maxHeight={420}
              label={t(`static.title.${kind}`)}
            />
            {saved && saved.points.length === 0 && !changed && (
              <Text size="sm" c="dimmed" data-testid="no-points">
                {t('static.noPoints')}
              </Text>
            )}
            <Group justify="space-between">
              <Text size="xs" c="dimmed" data-testid="point-count">
                {t('static.count', { count: rows.points.length })}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="subtle" disabled={!canWrite || !changed} onClick={() => setHistory(discard)}>
                  {t('static.reset')}
                </Button>
                <ReasonButton
                  size="xs"
                  reason={saveTip}
                  disabled={!saved}
                  loading={save.isPending}
                  onClick={() => save.mutate()}
                  data-testid="save-points"
                >
                  {t('static.save')}
                </ReasonButton>
              </Group>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col
        span={view ? 12 : { base: 12, lg: titles.length > 2 ? 5 : 6 }}
        display={view === 'table' ? 'none' : undefined}
      >
        <Stack gap="sm" maw={view === 'chart' ? 900 : undefined} data-testid="point-chart-panel">
          {headCurve && titles.length === 3 ? (
            <EfficiencyChart {...chartLabels} points={rows.points} errors={rows.errors.map((e) => e.index)} />
          ) : (
            <PointChart {...chartLabels} points={rows.points} warnings={rows.warnings.map((w) => w.index)} />
          )}
          {[
            {
              color: 'red' as const,
              title: t('static.errors'),
              testId: 'point-errors',
              messages: rows.errors.map((e) => `#${e.row + 1}: ${e.message}`),
            },
            {
              color: 'red' as const,
              title: t('static.incomplete'),
              testId: 'point-incomplete',
              messages: rows.incomplete.map((r) =>
                t('static.incompleteRow', { row: r + 1, x: titles[0], y: titles[1] }),
              ),
            },
            {
              color: 'yellow' as const,
              title: t('static.warnings'),
              testId: 'point-warnings',
              messages: rows.warnings.map((w) => `#${w.row + 1}: ${w.message}`),
            },
          ].map((alert) => (
            <MessageAlert key={alert.testId} {...alert} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
