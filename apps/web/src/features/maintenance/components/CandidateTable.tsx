import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaintenanceCandidateWire } from '@penstock/domain';
import { formatTime } from '../utils/formatOutage';

export interface CandidateTableProps {
  candidates: readonly MaintenanceCandidateWire[];
  zone: string;
  caption: string;
  /** the row's button ('Choose', 'Create') */
  actionLabel: string;
  pending: boolean;
  onPick: (c: MaintenanceCandidateWire) => void;
}

const eur = (v: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(v);
const mwh = (v: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v);

/** Outage windows ranked by lost value, with the plan difference of each (re-solved plans) and a pick button. */
export function CandidateTable({ candidates, zone, caption, actionLabel, pending, onPick }: CandidateTableProps) {
  const { t, i18n } = useTranslation('maintenance');
  return (
    <Table aria-label={caption} data-testid="reschedule-candidates">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>{t('columns.start')}</Table.Th>
          <Table.Th>{t('columns.end')}</Table.Th>
          <Table.Th ta="right">{t('reschedule.lost')}</Table.Th>
          <Table.Th ta="right">{t('reschedule.generation')}</Table.Th>
          <Table.Th ta="right">{t('reschedule.revenue')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {candidates.map((c, i) =>
          c.infeasible !== undefined || c.lost_value_eur === null ? (
            // a window the outage cannot be planned in: skipped, with the solver's reason
            <Table.Tr key={c.start} data-skipped={i + 1}>
              <Table.Td>–</Table.Td>
              <Table.Td>{formatTime(c.start, zone, i18n.language)}</Table.Td>
              <Table.Td>{formatTime(c.end, zone, i18n.language)}</Table.Td>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  {t('reschedule.skipped', { reason: c.infeasible ?? '' })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={c.start} data-candidate={i + 1}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{formatTime(c.start, zone, i18n.language)}</Table.Td>
              <Table.Td>{formatTime(c.end, zone, i18n.language)}</Table.Td>
              <Table.Td ta="right">{eur(c.lost_value_eur, i18n.language)} EUR</Table.Td>
              <Table.Td ta="right">
                {c.plan_difference
                  ? `${mwh(c.plan_difference.unit_generation_mwh_before, i18n.language)} → ${mwh(c.plan_difference.unit_generation_mwh_after, i18n.language)} MWh`
                  : '-'}
              </Table.Td>
              <Table.Td ta="right">
                {c.plan_difference ? `${eur(c.plan_difference.revenue_change_eur, i18n.language)} EUR` : '-'}
              </Table.Td>
              <Table.Td>
                <Button size="xs" loading={pending} onClick={() => onPick(c)}>
                  {actionLabel}
                </Button>
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </Table>
  );
}
