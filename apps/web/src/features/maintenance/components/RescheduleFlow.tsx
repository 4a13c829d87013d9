import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASIC_MAINTENANCE_HORIZON_DAYS, maintenanceHorizonEnd, type Maintenance } from '@penstock/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { useOptimalTimings, useRescheduling, useUpdateMaintenance } from '../api/maintenanceApi';
import { passesRescheduling } from '../utils/flowActions';
import { CandidateTable } from './CandidateTable';
import { outageFailure, outageToasts } from '../utils/outageToasts';

const H = 3_600_000;
/** How often the open flow tells the server it is still there (it restores an outage after 10 silent minutes). */
const KEEP_ALIVE_MS = 60_000;

export interface RescheduleFlowProps {
  portfolioId: string;
  /** the outage, already set Inactive by the flow */
  outage: Maintenance;
  zone: string;
  /** the flow is over: a timing was chosen or the user left */
  onDone: () => void;
}

/**
 * Optimal rescheduling (spec 2 section 4): the original is Inactive while the candidate windows of
 * the next BASIC_MAINTENANCE_HORIZON_DAYS days (whole days in the plant's zone) are ranked by lost value (re-solved plans); choosing
 * one moves the outage there and activates it; leaving ('Leave') activates the original again. Other
 * navigation is blocked unless it carries action create or createOptimally; the browser warns on unload.
 */
export function RescheduleFlow({ portfolioId, outage, zone, onDone }: RescheduleFlowProps) {
  const { t } = useTranslation('maintenance');
  const scope = { portfolioId };
  const update = useUpdateMaintenance(scope, outageToasts(t, 'edit'));
  const flow = useRescheduling(scope, {
    success: () => undefined,
    error: outageFailure(t, 'edit'),
  });
  const [leaving, setLeaving] = useState(false);
  const [done, setDone] = useState(false);
  const keepAlive = flow.mutate;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(
      () => keepAlive({ plantViewId: outage.plant_id, id: outage.uuid, method: 'POST' }),
      KEEP_ALIVE_MS,
    );
    return () => clearInterval(timer);
  }, [done, keepAlive, outage.plant_id, outage.uuid]);
  const duration = Math.ceil(
    ((outage.end_timestamp_millis ?? outage.start_timestamp_millis) - outage.start_timestamp_millis) / H,
  );
  // the basic horizon (to the end of the 14th day after today), which every plant may search
  const [{ from, to }] = useState(() => ({
    from: Math.ceil(Date.now() / H) * H + H,
    to: maintenanceHorizonEnd(Date.now(), zone, {}),
  }));
  const timings = useOptimalTimings(scope, {
    plantViewId: outage.plant_id,
    turbineId: outage.turbine_id,
    from,
    to,
    durationHours: duration,
    remaining: outage.remaining_power,
  });
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => !done && !passesRescheduling(current, next),
    withResolver: true,
    enableBeforeUnload: () => !done,
  });

  const put = (patch: Partial<Maintenance>) =>
    update.mutateAsync({
      plantViewId: outage.plant_id,
      id: outage.uuid,
      body: {
        name: outage.name,
        description: outage.description,
        unavailability_reason: outage.unavailability_reason,
        unavailability_type: outage.unavailability_type,
        remaining_power: outage.remaining_power,
        turbine_id: outage.turbine_id,
        version: outage.version,
        status: 'Active',
        start_timestamp_millis: patch.start_timestamp_millis ?? outage.start_timestamp_millis,
        end_timestamp_millis:
          patch.end_timestamp_millis !== undefined ? patch.end_timestamp_millis : outage.end_timestamp_millis,
      },
    });
  const finish = async (patch: Partial<Maintenance>) => {
    await put(patch);
    setDone(true);
    onDone();
  };
  const leave = async () => {
    setLeaving(false);
    // the server sets the original Active again unless someone set it otherwise meanwhile
    await flow.mutateAsync({ plantViewId: outage.plant_id, id: outage.uuid, method: 'DELETE' });
    setDone(true);
    onDone();
    blocker.proceed?.();
  };

  return (
    <Paper withBorder p="md" data-testid="reschedule-flow">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('reschedule.title', { name: outage.name })}</Title>
          <Button variant="default" onClick={() => setLeaving(true)}>
            {t('reschedule.leave')}
          </Button>
        </Group>
        <Text size="sm">
          {t('reschedule.explain', {
            turbine: outage.turbine_name,
            hours: duration,
            days: BASIC_MAINTENANCE_HORIZON_DAYS,
          })}
        </Text>
        <QueryView
          query={timings}
          pending={<Skeleton h={200} data-testid="reschedule-loading" />}
          {...failureTexts(t, 'reschedule.failed')}
          empty={t('reschedule.none')}
        >
          {(candidates) => (
            <CandidateTable
              candidates={candidates}
              zone={zone}
              caption={t('reschedule.title', { name: outage.name })}
              actionLabel={t('reschedule.choose')}
              pending={update.isPending}
              onPick={(c) => void finish({ start_timestamp_millis: c.start, end_timestamp_millis: c.end })}
            />
          )}
        </QueryView>
        <Alert variant="light" color="gray">
          {t('reschedule.inactive')}
        </Alert>
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
