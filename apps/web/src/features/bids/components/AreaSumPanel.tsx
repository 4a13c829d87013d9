import { Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localClock } from '@penstock/domain';
import { LoadError } from '@/ui/LoadError';
import { useAreaBid } from '../api/bidsApi';
import { BidCurveChart } from './BidCurveChart';

/** The bidding area's curve: the portfolio's plants in the plant's price region summed (selected quarter-hour). */
export function AreaSumPanel(props: { portfolioId: string; area: { id: string; name: string } | null; date: string }) {
  const { t } = useTranslation('bids');
  const [selected, setSelected] = useState(0);
  const q = useAreaBid(props.portfolioId, props.area?.id ?? null, props.date);
  if (!props.area)
    return (
      <Text size="sm" c="dimmed">
        {t('area.none')}
      </Text>
    );
  if (q.isPending) return <Skeleton h={200} />;
  if (q.isError)
    return (
      <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void q.refetch()} error={q.error} />
    );
  const area = q.data;
  const unit = area.marketTimeUnits[selected];
  return (
    <Stack gap="sm" data-testid="area-sum">
      <Group justify="space-between">
        <Text size="sm">
          {t('area.title', { area: area.area.name, time: unit ? localClock(unit.start, area.timezone) : '' })}
        </Text>
        <Select
          aria-label={t('chart.unit')}
          data={area.marketTimeUnits.map((u, i) => ({
            value: String(i),
            label: `${i + 1} · ${localClock(u.start, area.timezone)}`,
          }))}
          value={String(selected)}
          onChange={(v) => v !== null && setSelected(Number(v))}
          size="xs"
          w={150}
          searchable
          allowDeselect={false}
        />
      </Group>
      <Group align="flex-start" grow>
        <BidCurveChart
          points={area.curves[selected] ?? []}
          label={t('area.curve')}
          priceLabel={t('chart.price')}
          volumeLabel={t('chart.volume')}
          scenarioLabel={t('chart.scenario')}
        />
        <Table withTableBorder>
          <Table.Tbody>
            {area.plants.map((p) => (
              <Table.Tr key={p.plantViewId}>
                <Table.Td>{p.physicalPlantName}</Table.Td>
                <Table.Td>
                  {p.versionNumber === null ? t('area.noBid') : t('versions.option', { number: p.versionNumber })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Group>
    </Stack>
  );
}
