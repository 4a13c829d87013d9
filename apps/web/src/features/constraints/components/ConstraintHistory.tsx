import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  describePattern,
  formatConstraintValue,
  hasHistory,
  type Constraint,
  type ConstraintHistoryEntry,
} from '@penstock/domain';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { RowsTable } from '@/ui/RowsTable';
import { useConstraintHistory } from '../api/getConstraintHistory';
import { displayUnit } from '@/features/series/utils/formatValue';

/** What one history entry changed, in words. */
function changeText(
  c: Constraint,
  unit: string,
  h: ConstraintHistoryEntry,
  t: ReturnType<typeof useTranslation>['t'],
  at: (ms: number) => string,
): string {
  const s = h.changeset;
  const parts: string[] = [];
  if (s.status) parts.push(t('history.status', { status: t(`status.${s.status}`) }));
  if (s.deactivated_timestamp_millis != null)
    parts.push(t('history.deactivated', { at: at(s.deactivated_timestamp_millis) }));
  if (s.value !== undefined)
    parts.push(t('history.value', { value: formatConstraintValue(s.value, c.type_unit, displayUnit(unit)) }));
  if (s.recurring_pattern !== undefined)
    parts.push(t('history.pattern', { pattern: describePattern(s.recurring_pattern) }));
  if (s.validity_start_timestamp_millis !== undefined)
    parts.push(t('history.start', { at: at(s.validity_start_timestamp_millis) }));
  if (s.validity_end_timestamp_millis !== undefined)
    parts.push(
      t('history.end', {
        at: s.validity_end_timestamp_millis === null ? t('open') : at(s.validity_end_timestamp_millis),
      }),
    );
  return parts.join('; ');
}

/** The constraint's history (newest first): who changed what and when; drafts have none. */
export function ConstraintHistory({
  portfolioId,
  constraint,
  zone,
  unit,
}: {
  portfolioId: string;
  constraint: Constraint;
  zone: string;
  unit: string;
}) {
  const { t, i18n } = useTranslation('constraints');
  const history = useConstraintHistory(portfolioId, constraint);
  const fmt = new Intl.DateTimeFormat(i18n.language, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  const at = (ms: number) => fmt.format(ms);
  return (
    <Stack gap="xs" data-testid="constraint-history">
      <Text fw={600}>{t('history.title')}</Text>
      {!hasHistory(constraint.status) ? (
        <Text size="sm" c="dimmed">
          {t('history.none')}
        </Text>
      ) : (
        <QueryView
          query={history}
          pending={<Skeleton h={60} />}
          {...failureTexts(t, 'history.failed')}
          isEmpty={(h) => h.length === 0}
          empty={t('history.empty')}
        >
          {(entries) => (
            <RowsTable
              verticalSpacing={4}
              fz="sm"
              rows={[...entries].sort((a, b) => b.change_timestamp_millis - a.change_timestamp_millis)}
              rowKey={(_, i) => i}
              rowProps={() => ({ 'data-history-entry': true })}
              columns={[
                { key: 'when', header: t('history.when'), cell: (h) => at(h.change_timestamp_millis) },
                { key: 'who', header: t('history.who'), cell: (h) => h.email ?? '' },
                { key: 'what', header: t('history.what'), cell: (h) => changeText(constraint, unit, h, t, at) },
              ]}
            />
          )}
        </QueryView>
      )}
    </Stack>
  );
}
