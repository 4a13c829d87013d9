import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_RANGE_TOO_LONG, alertRangeFits, constraintAlerts, constraintType, formatConstraintValue } from '@penstock/domain';
import { QueryView } from '@/ui/QueryView';
import { constraintsApi } from '../api/constraintsApi';
import { useActiveOverrides } from '../api/getActiveOverrides';
import { ActiveOverridesList } from './ActiveOverridesList';

/**
 * The cockpit's constraint alerts (spec 2 sections 5 and 9): the plant's constraints that apply in
 * the range on screen, restrictive types (stop cost, discharge increase and decrease max) flagged
 * first, then the plan and actual overrides live in the range; for ranges over 14 days only 'Range too long to show constraint and override details'.
 * Loaded lazily, so the cockpit's first screen does not carry it.
 */
export default function CockpitConstraintAlerts({ portfolioId, plantViewId, zone, startTs, endTs, constraintsHref }: {
  portfolioId: string;
  plantViewId: string;
  zone: string;
  startTs: number;
  endTs: number;
  constraintsHref: string;
}) {
  const { t, i18n } = useTranslation('constraints');
  const list = useQuery(constraintsApi.list({ portfolioId, plantViewId }));
  const alerts = useMemo(() => (list.data ? constraintAlerts(list.data, zone, startTs, endTs) : undefined), [list.data, zone, startTs, endTs]);
  const fits = alertRangeFits(startTs, endTs);
  const overrides = useActiveOverrides(portfolioId, plantViewId, startTs, endTs, fits);
  if (!fits || alerts === null) {
    return <Text size="sm" c="dimmed" data-testid="constraint-alerts-too-long">{ALERT_RANGE_TOO_LONG}</Text>;
  }
  const restrictive = (alerts ?? []).filter((a) => a.restrictive);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="constraint-alerts">
      <Stack gap="sm">
        <QueryView query={list} pending={<Skeleton h={40} />} errorText={t('alerts.failed')} retryLabel={t('retry')} isEmpty={() => false}>
          {() => (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} size="sm">{t('alerts.title', { count: alerts?.length ?? 0 })}</Text>
                <Anchor href={constraintsHref} size="sm">{t('alerts.open')}</Anchor>
              </Group>
              {restrictive.length > 0 && (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs" data-testid="restrictive-alert">
                  {t('alerts.restrictiveNote', { names: restrictive.map((a) => `${a.constraint.type_display_name} (${a.constraint.constrainable_name})`).join(', ') })}
                </Alert>
              )}
              {!alerts?.length ? (
                <Text size="sm" c="dimmed">{t('alerts.none')}</Text>
              ) : (
                <Table fz="sm" verticalSpacing={4}>
                  <Table.Tbody>
                    {alerts.map(({ constraint: c, hours, restrictive: r }) => (
                      <Table.Tr key={c.id} data-alert={c.type_name}>
                        <Table.Td>{c.constrainable_name}</Table.Td>
                        <Table.Td>{c.type_display_name} {r && <Badge color="orange" variant="light" size="xs">{t('alerts.restrictive')}</Badge>}</Table.Td>
                        <Table.Td ta="right">{formatConstraintValue(c.value, c.type_unit, constraintType(c.type_name)?.unit ?? '', i18n.language)}</Table.Td>
                        <Table.Td ta="right">{t('alerts.hours', { hours })}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          )}
        </QueryView>
        <ActiveOverridesList query={overrides} zone={zone} />
      </Stack>
    </Paper>
  );
}
