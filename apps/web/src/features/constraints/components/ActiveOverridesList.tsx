import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveOverride } from '@penstock/domain';
import { failureTexts, QueryView, type QueryLike } from '@/ui/QueryView';
import { RowsTable } from '@/ui/RowsTable';
import { displayUnit } from '@/features/series/utils/formatValue';

/**
 * The cockpit alerts' overrides (issue 12): per stretch of overridden cells the component, quantity
 * and kind, from-to in the plant's zone, the values set, who and when.
 */
export function ActiveOverridesList({ query, zone }: { query: QueryLike<ActiveOverride[]>; zone: string }) {
  const { t, i18n } = useTranslation('constraints');
  const when = new Intl.DateTimeFormat(i18n.language, { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
  const n = (x: number) => x.toLocaleString(i18n.language, { maximumFractionDigits: 3 });
  return (
    <QueryView
      query={query}
      pending={<Skeleton h={30} />}
      {...failureTexts(t, 'alerts.overridesFailed')}
      isEmpty={() => false}
    >
      {(list) => (
        <Stack gap={4} data-testid="override-alerts">
          <Text fw={600} size="sm">
            {t('alerts.overridesTitle', { count: list.length })}
          </Text>
          {!list.length ? (
            <Text size="sm" c="dimmed">
              {t('alerts.overridesNone')}
            </Text>
          ) : (
            <RowsTable
              fz="sm"
              verticalSpacing={4}
              rows={list}
              rowKey={(o) => `${o.component_id}:${o.quantity}:${o.kind}:${o.from}:${o.override_by}`}
              rowProps={(o) => ({ 'data-override': `${o.component_id}:${o.quantity}` })}
              columns={[
                { key: 'component', cell: (o) => o.component_name },
                {
                  key: 'kind',
                  cell: (o) => t(`alerts.kind.${o.kind}`, { quantity: t(`alerts.quantity.${o.quantity}`) }),
                },
                { key: 'when', cell: (o) => when.formatRange(o.from, o.to) },
                {
                  key: 'values',
                  align: 'right',
                  cell: (o) => `${o.min === o.max ? n(o.min) : `${n(o.min)} – ${n(o.max)}`} ${displayUnit(o.unit)}`,
                },
                { key: 'by', cell: (o) => t('alerts.by', { who: o.override_by, at: when.format(o.overridden_at) }) },
              ]}
            />
          )}
        </Stack>
      )}
    </QueryView>
  );
}
