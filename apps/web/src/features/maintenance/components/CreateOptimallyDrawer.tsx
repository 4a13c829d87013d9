import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASIC_MAINTENANCE_HORIZON_DAYS, type MaintenanceCandidateWire } from '@penstock/domain';
import { isApiError } from '@/api/ApiError';
import { FormDrawer } from '@/ui/FormDrawer';
import { QueryView } from '@/ui/QueryView';
import { useCreateMaintenance, useOptimalTimings, type TimingsQuery } from '../api/maintenanceApi';
import {
  createBodyOf,
  createOptimallyDefaults,
  timingsQueryOf,
  type CreateOptimallyValues,
} from '../utils/createOptimallyForm';
import { parseUnitKey, unitKey } from '../utils/maintenanceForm';
import { formatTime } from '../utils/formatOutage';
import { CandidateTable } from './CandidateTable';
import { CreateOptimallyForm } from './CreateOptimallyForm';
import { outageToasts } from '../utils/outageToasts';
import type { OutageDrawerProps } from './outageDrawerProps';

/**
 * 'Create optimally' (spec 2 section 4): the user describes the outage and its duration and a range
 * of days; Penstock ranks the windows of the range by lost value (re-solved plans, as rescheduling
 * does) and the chosen one is created Active.
 */
export function CreateOptimallyDrawer({ portfolioId, units, plantViewId, canWrite, onClose }: OutageDrawerProps) {
  const { t, i18n } = useTranslation('maintenance');
  const scope = { portfolioId };
  const create = useCreateMaintenance(scope, outageToasts(t, 'save'));
  const writable = units.filter((u) => canWrite(u.plantViewId));
  const first = writable.find((u) => u.plantViewId === plantViewId) ?? writable[0];
  const [defaults] = useState(() =>
    createOptimallyDefaults(
      first ? unitKey(first.plantViewId, first.turbineId) : '',
      Date.now(),
      first?.zone ?? 'UTC',
      BASIC_MAINTENANCE_HORIZON_DAYS,
    ),
  );
  const [searched, setSearched] = useState<{ values: CreateOptimallyValues; query: TimingsQuery; zone: string } | null>(
    null,
  );
  const timings = useOptimalTimings(scope, searched?.query ?? null);
  const zoneOf = (key: string) => units.find((u) => unitKey(u.plantViewId, u.turbineId) === key)?.zone ?? 'UTC';

  const search = (v: CreateOptimallyValues) => {
    const zone = zoneOf(v.unit);
    setSearched({ values: v, query: timingsQueryOf(v, zone, Date.now()), zone });
  };
  const pick = (c: MaintenanceCandidateWire) => {
    if (!searched) return;
    const { plantViewId: view, unitId: turbineId } = parseUnitKey(searched.values.unit);
    create.mutate({ plantViewId: view, turbineId, body: createBodyOf(searched.values, c) }, { onSuccess: onClose });
  };
  // the server's words for a search it refuses (past the plant's horizon, beyond what re-solving covers)
  const failure =
    isApiError(timings.error) && timings.error.status >= 400 && timings.error.status < 500 && timings.error.detail
      ? timings.error.detail
      : t('reschedule.failed');

  return (
    <FormDrawer title={t('optimal.title')} testId="create-optimally-drawer" onClose={onClose}>
      <Text size="sm">{t('optimal.explain')}</Text>
      <CreateOptimallyForm
        portfolioId={portfolioId}
        values={defaults}
        units={writable}
        canWrite={!!first}
        onSearch={search}
        onClose={onClose}
      />
      {searched && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={5}>{t('optimal.windows')}</Title>
            <Text size="xs" c="dimmed">
              {formatTime(searched.query.from, searched.zone, i18n.language)} –{' '}
              {formatTime(searched.query.to, searched.zone, i18n.language)}
            </Text>
          </Group>
          <QueryView
            query={timings}
            pending={<Skeleton h={200} data-testid="create-optimally-loading" />}
            errorText={failure}
            retryLabel={t('retry')}
            empty={t('reschedule.none')}
          >
            {(candidates) => (
              <CandidateTable
                candidates={candidates}
                zone={searched.zone}
                caption={t('optimal.windows')}
                actionLabel={t('optimal.create')}
                pending={create.isPending}
                onPick={pick}
              />
            )}
          </QueryView>
        </Stack>
      )}
    </FormDrawer>
  );
}
