import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TELEMETRY_OUTDATED_AFTER_DEFAULT } from '@penstock/domain';
import { useLatestTelemetry } from '@/features/series/api/getLatestTelemetry';
import { timeFormatter } from '@/features/series/utils/timeFormat';
import { useUserSettings } from '@/features/settings/api/getUserSettings';
import { QueryView, SkeletonRows } from '@/ui/QueryView';
import type { CockpitScope } from '../utils/cockpitScope';
import { isTelemetryOutdated } from '../utils/telemetryStatus';
import { ChartCard } from './ChartCard';

/** Newest value per component, flagged outdated after the user's telemetryOutdatedAfter hours. */
export function TelemetryTable({ scope }: { scope: CockpitScope }) {
  const { t, i18n } = useTranslation('cockpit');
  const q = useLatestTelemetry(scope.portfolioId, scope.plantViewId, scope.range, scope.timezone);
  const settings = useUserSettings();
  const hours = settings.data?.telemetryOutdatedAfter ?? TELEMETRY_OUTDATED_AFTER_DEFAULT;
  const fmt = timeFormatter(scope.timezone, i18n.language);
  const now = Date.now();
  const rows = (q.data?.components ?? []).filter((c) => scope.keep({ componentId: c.component_id, componentType: c.component_type }));
  const body = (
    <QueryView
      query={q}
      pending={<SkeletonRows rows={3} height={24} />}
      errorText={t('quality.telemetryFailed')}
      retryLabel={t('charts.retry')}
      isEmpty={() => !rows.length}
      empty={<Text c="dimmed" size="sm">{t('quality.telemetryEmpty')}</Text>}
    >
      {() => (
        <Table striped verticalSpacing={6} fz="sm" data-testid="telemetry-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quality.component')}</Table.Th>
              <Table.Th>{t('quality.latest')}</Table.Th>
              <Table.Th>{t('quality.override')}</Table.Th>
              <Table.Th>{t('quality.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => {
              const outdated = isTelemetryOutdated(c.latest, c.latest_override, now, hours);
              return (
                <Table.Tr key={c.component_id}>
                  <Table.Td>{c.component_name}</Table.Td>
                  <Table.Td>{c.latest === null ? '–' : fmt(c.latest)}</Table.Td>
                  <Table.Td>{c.latest_override === null ? '–' : fmt(c.latest_override)}</Table.Td>
                  <Table.Td>
                    <Badge color={outdated ? 'destructive' : 'positive'} variant="light">
                      {outdated ? t('quality.outdated') : t('quality.upToDate')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </QueryView>
  );
  return (
    <ChartCard title={t('quality.telemetry')} aside={<Text size="xs" c="dimmed">{t('quality.outdatedHint', { hours })}</Text>}>
      {body}
    </ChartCard>
  );
}
