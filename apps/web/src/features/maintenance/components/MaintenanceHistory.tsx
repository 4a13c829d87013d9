import { List, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { useMaintenanceHistory } from '../api/maintenanceApi';
import { formatTime } from '../utils/formatOutage';

const show = (v: unknown, zone: string, locale: string) => {
  if (v === null || v === undefined) return '-';
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return formatTime(Date.parse(v), zone, locale);
  return String(v);
};
const LABELS: Record<string, string> = { start_ts: 'start', end_ts: 'end', control_unit_id: 'turbine' };
const HIDDEN = new Set(['physical_plant_id', 'plant_view_id', 'created_by']);

/** Every change of the outage, newest first: who, when, each field from and to. */
export function MaintenanceHistory({
  portfolioId,
  plantViewId,
  uuid,
  zone,
}: {
  portfolioId: string;
  plantViewId: string;
  uuid: string;
  zone: string;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const history = useMaintenanceHistory({ portfolioId }, plantViewId, uuid);
  return (
    <>
      <Title order={5}>{t('history.title')}</Title>
      <QueryView
        query={history}
        pending={<Skeleton h={60} />}
        {...failureTexts(t, 'loadFailed')}
        empty={t('history.empty')}
      >
        {(entries) => (
          <List size="sm" spacing={6} data-testid="maintenance-history">
            {entries.map((e) => (
              <List.Item key={e.version}>
                <Text size="sm" fw={600}>
                  {t(`history.${e.action}`)} ·{' '}
                  {t('history.by', { who: e.changed_by ?? '-', when: formatTime(e.changed_at, zone, i18n.language) })}
                </Text>
                {e.action !== 'create' &&
                  Object.entries(e.changes)
                    .filter(([k]) => !HIDDEN.has(k))
                    .map(([k, c]) => (
                      <Text key={k} size="xs" c="dimmed">
                        {LABELS[k] ?? k}: {show(c.from, zone, i18n.language)} → {show(c.to, zone, i18n.language)}
                      </Text>
                    ))}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
    </>
  );
}
