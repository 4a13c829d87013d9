import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASIC_MAINTENANCE_HORIZON_DAYS, maintenanceHorizonEnd, type Maintenance } from '@penstock/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { QueryView } from '@/ui/QueryView';
import { useOptimalTimings, useUpdateMaintenance } from '../api/maintenanceApi';
import { formatTime } from '../utils/formatOutage';

const H = 3_600_000;
/** Navigation carrying one of these actions may leave the flow (spec 2 section 4). */
export const FLOW_ACTIONS = ['create', 'createOptimally'];

export interface RescheduleFlowProps {
  portfolioId: string;
  /** the outage, already set Inactive by the flow */
  outage: Maintenance;
  zone: string;
  /** the flow is over: a timing was chosen or the user left */
  onDone: () => void;
}

const eur = (v: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(v);
const mwh = (v: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v);

/**
 * Optimal rescheduling (spec 2 section 4): the original is Inactive while the candidate windows of
 * the next BASIC_MAINTENANCE_HORIZON_DAYS days (whole days in the plant's zone) are ranked by lost value (re-solved plans); choosing
 * one moves the outage there and activates it; leaving ('Leave') activates the original again. Other
 * navigation is blocked unless it carries action create or createOptimally; the browser warns on unload.
 */
export function RescheduleFlow({ portfolioId, outage, zone, onDone }: RescheduleFlowProps) {
  const { t, i18n } = useTranslation('maintenance');
  const scope = { portfolioId };
  const update = useUpdateMaintenance(scope, { success: t('toast.saved'), error: { title: t('toast.editFailedTitle'), generic: t('toast.editFailed') } });
  const [leaving, setLeaving] = useState(false);
  const [done, setDone] = useState(false);
  const duration = Math.ceil(((outage.end_timestamp_millis ?? outage.start_timestamp_millis) - outage.start_timestamp_millis) / H);
  // the basic horizon (to the end of the 14th day after today), which every plant may search
  const [{ from, to }] = useState(() => ({ from: Math.ceil(Date.now() / H) * H + H, to: maintenanceHorizonEnd(Date.now(), zone, {}) }));
  const timings = useOptimalTimings(scope, { plantViewId: outage.plant_id, turbineId: outage.turbine_id, from, to, durationHours: duration, remaining: outage.remaining_power });
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => !done && !FLOW_ACTIONS.includes(String((next.search as Record<string, unknown>).action ?? '')),
    withResolver: true,
    enableBeforeUnload: () => !done,
  });

  const put = (patch: Partial<Maintenance>) =>
    update.mutateAsync({
      plantViewId: outage.plant_id,
      id: outage.uuid,
      body: {
        name: outage.name, description: outage.description, unavailability_reason: outage.unavailability_reason, unavailability_type: outage.unavailability_type,
        remaining_power: outage.remaining_power, turbine_id: outage.turbine_id, version: outage.version, status: 'Active',
        start_timestamp_millis: patch.start_timestamp_millis ?? outage.start_timestamp_millis, end_timestamp_millis: patch.end_timestamp_millis !== undefined ? patch.end_timestamp_millis : outage.end_timestamp_millis,
      },
    });
  const finish = async (patch: Partial<Maintenance>) => {
    await put(patch);
    setDone(true);
    onDone();
  };
  const leave = async () => {
    setLeaving(false);
    await finish({});
    blocker.proceed?.();
  };

  return (
    <Paper withBorder p="md" data-testid="reschedule-flow">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('reschedule.title', { name: outage.name })}</Title>
          <Button variant="default" onClick={() => setLeaving(true)}>{t('reschedule.leave')}</Button>
        </Group>
        <Text size="sm">{t('reschedule.explain', { turbine: outage.turbine_name, hours: duration, days: BASIC_MAINTENANCE_HORIZON_DAYS })}</Text>
        <QueryView query={timings} pending={<Skeleton h={200} data-testid="reschedule-loading" />} errorText={t('reschedule.failed')} retryLabel={t('retry')} empty={t('reschedule.none')}>
          {(candidates) => (
            <Table aria-label={t('reschedule.title', { name: outage.name })} data-testid="reschedule-candidates">
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
                {candidates.map((c, i) => (
                  <Table.Tr key={c.start} data-candidate={i + 1}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>{formatTime(c.start, zone, i18n.language)}</Table.Td>
                    <Table.Td>{formatTime(c.end, zone, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{eur(c.lost_value_eur, i18n.language)} EUR</Table.Td>
                    <Table.Td ta="right">{c.plan_difference ? `${mwh(c.plan_difference.unit_generation_mwh_before, i18n.language)} → ${mwh(c.plan_difference.unit_generation_mwh_after, i18n.language)} MWh` : '-'}</Table.Td>
                    <Table.Td ta="right">{c.plan_difference ? `${eur(c.plan_difference.revenue_change_eur, i18n.language)} EUR` : '-'}</Table.Td>
                    <Table.Td>
                      <Button size="xs" loading={update.isPending} onClick={() => void finish({ start_timestamp_millis: c.start, end_timestamp_millis: c.end })}>{t('reschedule.choose')}</Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryView>
        <Alert variant="light" color="gray">{t('reschedule.inactive')}</Alert>
      </Stack>
      <ConfirmDialog
        opened={leaving || blocker.status === 'blocked'}
        title={t('reschedule.leaveTitle')}
        message={t('reschedule.leaveMessage')}
        confirmLabel={t('reschedule.leave')}
        onConfirm={() => void leave()}
        onCancel={() => {
          setLeaving(false);
          blocker.reset?.();
        }}
      />
    </Paper>
  );
}
