import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLocaleDateTime } from '@/ui/form/FormDateTimeField';
import { HistoryLines, HistoryQueryTable } from '@/ui/HistoryQueryTable';
import { useReserveHistory, type ReserveScope } from '../api/gridReservesApi';
import { historyChanges } from '../utils/historyChanges';

/** Field names in the form's words (history lines). */
const FIELD_LABELS: Record<string, string> = {
  power_unit_id: 'form.plantUnit',
  product_name: 'form.product',
  mode: 'form.mode',
  direction: 'form.direction',
  reserve_type: 'form.type',
  mw: 'form.capacity',
  capacity_price: 'form.price',
  activation_factor: 'form.activation',
  activation_compensation: 'form.compensation',
  hourly_schedule: 'form.schedule',
  min_bid_mw: 'form.minBid',
  bid_step_mw: 'form.bidStep',
  start_ts: 'form.start',
  end_ts: 'form.end',
  status: 'form.status',
};

/** Every change of one reserve, newest first: when, who, what was done, each field from and to. */
export function ReserveHistory({ scope, id, zone }: { scope: ReserveScope; id: string; zone: string }) {
  const { t, i18n } = useTranslation('reserves');
  const history = useReserveHistory(scope, id);
  const time = (ms: number) => formatLocaleDateTime(ms, zone, i18n.language);
  const label = (field: string) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field);
  return (
    <Stack gap="xs">
      <Title order={5}>{t('history.title')}</Title>
      <HistoryQueryTable
        query={history}
        pending={<Skeleton h={60} />}
        texts={{ failed: t('history.failed'), retry: t('retry'), empty: t('history.empty') }}
        header={(column) => t(`history.${column}`)}
        when={(e) => time(e.changed_at)}
        what={(e) => t(`history.${e.action}`)}
        change={(e) => (e.action === 'create' ? null : <HistoryLines lines={historyChanges(e, label, time)} />)}
        label={t('history.title')}
        testId="reserve-history"
        fz="sm"
        nowrapWhen
      />
    </Stack>
  );
}
