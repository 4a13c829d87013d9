import { Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveDataComponent } from '@penstock/domain';
import { formatQuantity } from '@/features/series/utils/formatValue';
import { timeFormatter } from '@/features/series/utils/timeFormat';
import { formatAge } from '../utils/formatAge';
import { componentStateNow, quantityStateNow } from '../utils/stateNow';
import { FreshnessBadge } from './FreshnessBadge';
import { Sparkline } from './Sparkline';

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * One tab's components: per measured quantity its newest value with unit, time (the plant's zone)
 * and age, the last 24 hours, the state badge and the newest override; a component without
 * measurements by design is one row saying so.
 */
export function LiveDataTable({
  components,
  now,
  hours,
}: {
  components: LiveDataComponent[];
  now: number;
  hours: number;
}) {
  const { t, i18n } = useTranslation('liveData');
  const lang = i18n.language;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing={6} fz="sm" data-testid="live-data-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.component')}</Table.Th>
            <Table.Th>{t('column.quantity')}</Table.Th>
            <Table.Th ta="right">{t('column.latest')}</Table.Th>
            <Table.Th>{t('column.time')}</Table.Th>
            <Table.Th>{t('column.age')}</Table.Th>
            <Table.Th>{t('column.last24h')}</Table.Th>
            <Table.Th>{t('column.state')}</Table.Th>
            <Table.Th>{t('column.override')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {components.map((c) => {
            const fmt = timeFormatter(c.timezone, lang);
            const name = (
              <>
                <Text size="sm" fw={600}>
                  {c.component_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.plant_name} · {c.external_id}
                </Text>
              </>
            );
            const rowProps = (extra: object = {}) => ({
              'data-component': c.component_id,
              'data-component-state': componentStateNow(c, now, hours),
              ...extra,
            });
            if (!c.quantities.length)
              return (
                <Table.Tr key={`${c.plant_view_id}/${c.component_id}`} {...rowProps()}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed">
                      {t('noTelemetryRow')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <FreshnessBadge state="no_telemetry" hours={hours} />
                  </Table.Td>
                  <Table.Td>–</Table.Td>
                </Table.Tr>
              );
            return (
              <Fragment key={`${c.plant_view_id}/${c.component_id}`}>
                {c.quantities.map((q, i) => {
                  const value = q.latest ? formatQuantity(q.latest.value, q.unit, lang) : null;
                  const override = q.override ? formatQuantity(q.override.value, q.unit, lang) : null;
                  const state = quantityStateNow(q, now, hours);
                  return (
                    <Table.Tr key={q.quantity} {...rowProps({ 'data-quantity': q.quantity, 'data-state': state })}>
                      {i === 0 && (
                        <Table.Td rowSpan={c.quantities.length} style={{ verticalAlign: 'top' }}>
                          {name}
                        </Table.Td>
                      )}
                      <Table.Td>{t(`quantity.${q.quantity}`, { defaultValue: q.quantity })}</Table.Td>
                      <Table.Td ta="right" style={NUM} data-testid="latest-value" data-value={q.latest?.value}>
                        {value ? `${value.text} ${value.unit}` : '–'}
                        {q.latest && q.latest.quality !== 'good' && (
                          <Text span size="xs" c={q.latest.quality === 'bad' ? 'accent' : 'dimmed'} ml={4}>
                            ({t(`quality.${q.latest.quality}`)})
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td style={NUM}>{q.latest ? fmt(q.latest.ts) : '–'}</Table.Td>
                      <Table.Td style={NUM} data-testid="age">
                        {q.latest ? formatAge(now - q.latest.ts, lang) : '–'}
                      </Table.Td>
                      <Table.Td>
                        <Sparkline line={q.sparkline} now={now} label={t('sparkline', { quantity: q.quantity })} />
                      </Table.Td>
                      <Table.Td>
                        <FreshnessBadge state={state} hours={hours} />
                      </Table.Td>
                      <Table.Td style={NUM}>
                        {q.override && override ? (
                          <Text size="sm" title={t('overrideBy', { by: q.override.by })}>
                            {`${override.text} ${override.unit}`}
                            <Text span size="xs" c="dimmed" ml={4}>
                              {fmt(q.override.ts)}
                            </Text>
                          </Text>
                        ) : (
                          '–'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
