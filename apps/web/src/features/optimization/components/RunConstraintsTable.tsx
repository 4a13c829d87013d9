import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { constraintType, type OptimizationRun } from '@penstock/domain';
import { displayUnit } from '@/features/series/utils/formatValue';

/**
 * The constraints a run held (issue 12): per constraint the hours it applied, and once solved whether
 * the plan kept it or where, by how much and at what price it had to break it, with its marginal cost.
 */
export function RunConstraintsTable({
  run,
  timezone,
  currency = 'EUR',
}: {
  run: OptimizationRun;
  timezone: string;
  /** the plant's (ISO 4217) */
  currency?: string;
}) {
  const symbol = { currency: displayUnit(currency) };
  const { t, i18n } = useTranslation('optimization');
  const list = run.inputs.constraints;
  if (!list) return null;
  const n = (x: number, d = 2) => x.toLocaleString(i18n.language, { maximumFractionDigits: d });
  const when = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack gap="xs" data-testid="run-constraints">
      <Title order={4} size="h5">
        {t('constraints.title', { count: list.length })}
      </Title>
      {!list.length ? (
        <Text size="sm" c="dimmed">
          {t('constraints.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('constraints.component')}</Table.Th>
                <Table.Th>{t('constraints.type')}</Table.Th>
                <Table.Th>{t('constraints.tier')}</Table.Th>
                <Table.Th ta="right">{t('constraints.hours')}</Table.Th>
                <Table.Th>{t('constraints.result')}</Table.Th>
                <Table.Th ta="right">{t('constraints.penalty', symbol)}</Table.Th>
                <Table.Th ta="right">{t('constraints.shadow')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c) => {
                const o = c.outcome;
                const broken = !!o && o.broken_hours > 0;
                return (
                  <Table.Tr key={c.id} data-run-constraint={c.id} data-broken={broken}>
                    <Table.Td>{c.constrainable_name}</Table.Td>
                    <Table.Td>{constraintType(c.type_name)?.display_name ?? c.type_name}</Table.Td>
                    <Table.Td>{t(`constraints.tiers.${c.tier}`, { defaultValue: c.tier })}</Table.Td>
                    <Table.Td ta="right">{c.active_hours}</Table.Td>
                    <Table.Td>
                      {!o ? (
                        <Text size="sm" c="dimmed">
                          {t('constraints.pending')}
                        </Text>
                      ) : broken ? (
                        <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
                          {t('constraints.broken', {
                            hours: o.broken_hours,
                            from: when.format(o.from!),
                            to: when.format(o.to!),
                            worst: n(o.worst),
                            unit: displayUnit(o.unit),
                          })}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          {o.count !== undefined ? t('constraints.count', { count: o.count }) : t('constraints.kept')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{o ? n(o.cost_eur) : ''}</Table.Td>
                    {/* EUR per unit of the constraint's own quantity and hour; start and stop costs are prices, not limits: none */}
                    <Table.Td ta="right">
                      {!o
                        ? ''
                        : o.count !== undefined
                          ? '—'
                          : t('constraints.shadowValue', {
                              ...symbol,
                              value: n(o.shadow_price),
                              unit: displayUnit(o.unit),
                            })}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
