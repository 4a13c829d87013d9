import { displayUnit } from '@/features/series/utils/formatValue';
import { Button, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTaskTime } from '@/features/actions/utils/formatTaskTime';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { isRunActive, type OptimizationRun } from '@penstock/domain';
import { formatDuration, formatNumber } from '../utils/formatRunFigures';
import { runsExportTable } from '../utils/runsExportTable';
import { RunStatusBadge } from './RunStatusBadge';

/** A finished run opens: a succeeded one's plan, a failed one's reason. */
const selectable = (run: OptimizationRun) => run.status === 'succeeded' || run.status === 'failed';

export interface RunsTableProps {
  runs: readonly OptimizationRun[];
  timezone: string;
  selectedId: string | null;
  onSelect: (run: OptimizationRun) => void;
  canWrite: boolean;
  cancelling: string | null;
  onCancel: (run: OptimizationRun) => void;
  /** Names the download, e.g. the plant's name. */
  exportName: string;
  /** the plant's (ISO 4217): objectives and values are in it */
  currency: string;
}

/** The last runs of a plant view: status, objective, duration, who started it; a row selects it for the comparison. */
export function RunsTable({
  runs,
  timezone,
  selectedId,
  onSelect,
  canWrite,
  cancelling,
  onCancel,
  exportName,
  currency,
}: RunsTableProps) {
  const { t, i18n } = useTranslation('optimization');
  const symbol = { currency: displayUnit(currency) };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={6} highlightOnHover aria-label={t('runsLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.created')}</Table.Th>
            {/* the whole badge ('Succeeded', 'Running 45 %'), not 'SU…' beside a long e-mail on a phone */}
            <Table.Th miw={130}>{t('column.status')}</Table.Th>
            <Table.Th ta="right">{t('column.objective', symbol)}</Table.Th>
            <Table.Th ta="right">{t('column.waterLeft', symbol)}</Table.Th>
            <Table.Th ta="right">{t('column.duration')}</Table.Th>
            <Table.Th>{t('column.startedBy')}</Table.Th>
            <Table.Th ta="right">
              <ExportMenu
                fileName={`${t('runsLabel')} ${exportName}`}
                tables={(lib) => [runsExportTable(runs, timezone, currency, t, lib)]}
              />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr
              key={run.id}
              data-run={run.id}
              data-status={run.status}
              onClick={() => selectable(run) && onSelect(run)}
              style={{ cursor: selectable(run) ? 'pointer' : undefined }}
              bg={run.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
              aria-selected={run.id === selectedId}
            >
              <Table.Td>
                <Text size="sm">{formatTaskTime(run.created_at, timezone, i18n.language)}</Text>
              </Table.Td>
              <Table.Td>
                {run.status === 'failed' && run.log.length ? (
                  <Tooltip label={run.log[run.log.length - 1]} multiline w={360}>
                    <span>
                      <RunStatusBadge run={run} />
                    </span>
                  </Tooltip>
                ) : (
                  <RunStatusBadge run={run} />
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatNumber(run.objective, i18n.language)}</Text>
              </Table.Td>
              {/* the plan's terminal value: the long-term run's cuts at the horizon's end (Water Value screen), else the mean price */}
              <Table.Td ta="right">
                <Text size="sm">{formatNumber(run.summary?.terminal_value_eur ?? null, i18n.language)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatDuration(run.duration_ms)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {run.started_by === 'scheduler' || run.started_by === 'startup' ? t(run.started_by) : run.started_by}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {isRunActive(run) && canWrite && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="destructive"
                    loading={cancelling === run.id}
                    onClick={(e) => {
                      e.stopPropagation();
                      onCancel(run);
                    }}
                  >
                    {t('cancel')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
