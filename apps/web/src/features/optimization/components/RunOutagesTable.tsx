import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptimizationRun } from '@penstock/domain';

/** The maintenance outages a run held as unit availability (issue 13): unit, span, remaining power, hours. */
export function RunOutagesTable({ run, timezone }: { run: OptimizationRun; timezone: string }) {
  const { t, i18n } = useTranslation('optimization');
  const list = run.inputs.outages;
  if (!list) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack gap="xs" data-testid="run-outages">
      <Title order={4} size="h5">
        {t('outages.title', { count: list.length })}
      </Title>
      {!list.length ? (
        <Text size="sm" c="dimmed">
          {t('outages.none')}
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outages.name')}</Table.Th>
              <Table.Th>{t('outages.unit')}</Table.Th>
              <Table.Th>{t('outages.span')}</Table.Th>
              <Table.Th ta="right">{t('outages.remaining')}</Table.Th>
              <Table.Th ta="right">{t('outages.hours')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((o) => (
              <Table.Tr key={o.uuid} data-run-outage={o.uuid}>
                <Table.Td>{o.name}</Table.Td>
                <Table.Td>{o.turbine_name}</Table.Td>
                <Table.Td>
                  {when.format(o.start_timestamp_millis)} –{' '}
                  {o.end_timestamp_millis === null ? t('outages.never') : when.format(o.end_timestamp_millis)}
                </Table.Td>
                <Table.Td ta="right">
                  {o.remaining_power.toLocaleString(i18n.language, { maximumFractionDigits: 3 })} MW
                </Table.Td>
                <Table.Td ta="right">{o.hours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
