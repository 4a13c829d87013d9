import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TELEMETRY_OUTDATED_AFTER_DEFAULT } from '@penstock/domain';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { useLatestTelemetry } from '@/features/series/api/getLatestTelemetry';
import { displayScale, formatQuantity } from '@/features/series/utils/formatValue';
import { timeFormatter } from '@/features/series/utils/timeFormat';
import { useUserSettings } from '@/features/settings/api/getUserSettings';
import { FreshnessBadge } from '@/features/liveData/components/FreshnessBadge';
import { QueryView, selectQuery, SkeletonRows } from '@/ui/QueryView';
import { RowsTable } from '@/ui/RowsTable';
import type { CockpitScope } from '../utils/cockpitScope';
import { ChartCard } from './ChartCard';

/**
 * Newest value per component (its main quantity with unit, and when it was measured) with its
 * freshness state by the domain rule (telemetryFreshness: outdated after the user's
 * telemetryOutdatedAfter hours, frozen, bad), as the server computed it for this user;
 * components without measurements by design (tailraces) say so instead.
 */
export function TelemetryTable({ scope }: { scope: CockpitScope }) {
  const { t, i18n } = useTranslation('cockpit');
  const { t: tLive } = useTranslation('liveData');
  const q = useLatestTelemetry(scope.portfolioId, scope.plantViewId, scope.range, scope.timezone);
  const settings = useUserSettings();
  const hours = settings.data?.telemetryOutdatedAfter ?? TELEMETRY_OUTDATED_AFTER_DEFAULT;
  const fmt = timeFormatter(scope.timezone, i18n.language);
  const rows = (q.data?.components ?? []).filter((c) =>
    scope.keep({ componentId: c.component_id, componentType: c.component_type }),
  );
  const body = (
    <QueryView
      query={selectQuery(q, () => rows)}
      pending={<SkeletonRows rows={3} height={24} />}
      errorText={t('quality.telemetryFailed')}
      retryLabel={t('charts.retry')}
      empty={
        <Text c="dimmed" size="sm">
          {t('quality.telemetryEmpty')}
        </Text>
      }
    >
      {(shown) => (
        <RowsTable
          striped
          verticalSpacing={6}
          fz="sm"
          data-testid="telemetry-table"
          rows={shown}
          rowKey={(c) => c.component_id}
          rowProps={(c) => ({ 'data-component': c.component_id, 'data-status': c.state })}
          columns={[
            { key: 'component', header: t('quality.component'), cell: (c) => c.component_name },
            {
              key: 'latest',
              header: t('quality.latest'),
              align: 'right',
              td: { style: { fontVariantNumeric: 'tabular-nums' }, 'data-testid': 'latest-value' },
              cell: (c) => {
                const value = c.latest_value
                  ? formatQuantity(c.latest_value.value, c.latest_value.unit, i18n.language)
                  : null;
                return value ? <span style={{ whiteSpace: 'nowrap' }}>{`${value.text} ${value.unit}`}</span> : '–';
              },
            },
            {
              key: 'latestAt',
              header: t('quality.latestAt'),
              cell: (c) => (c.latest === null ? '–' : fmt(c.latest_value?.ts ?? c.latest)),
            },
            {
              key: 'override',
              header: t('quality.override'),
              cell: (c) => (c.latest_override === null ? '–' : fmt(c.latest_override)),
            },
            {
              key: 'status',
              header: t('quality.status'),
              cell: (c) => <FreshnessBadge state={c.state} hours={hours} />,
            },
          ]}
        />
      )}
    </QueryView>
  );
  return (
    <ChartCard
      title={t('quality.telemetry')}
      aside={
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('quality.outdatedHint', { hours })}
          </Text>
          <ExportMenu
            fileName={`${scope.plantViewId} ${t('quality.telemetry')}`}
            disabled={!rows.length}
            tables={(lib) => [
              {
                name: t('quality.telemetry'),
                columns: [
                  t('quality.component'),
                  t('quality.latest'),
                  t('quality.unit'),
                  ...lib.timeColumns(scope.timezone),
                  t('quality.status'),
                ],
                rows: rows.map((c) => {
                  const v = c.latest_value;
                  const shown = v ? displayScale(v.unit, Math.abs(v.value)) : null;
                  const at = v?.ts ?? c.latest;
                  return [
                    c.component_name,
                    v && shown ? v.value * shown.factor : null,
                    shown?.unit ?? null,
                    ...(at === null ? [null, null] : lib.timeCells(at, scope.timezone)),
                    tLive(`state.${c.state}`),
                  ];
                }),
              },
            ]}
          />
        </Group>
      }
    >
      {body}
    </ChartCard>
  );
}
