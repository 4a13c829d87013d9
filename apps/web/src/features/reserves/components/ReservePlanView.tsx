import { Button, Select, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlantSeries } from '@/features/series/api/getPlantSeries';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';
import type { DataRange, PlantView } from '@penstock/domain';
import { useReserveSchedule, type ReserveScope } from '../api/gridReservesApi';
import type { ReserveUnit } from '../hooks/useReserveUnits';
import { nextBlockStart, type BlockCostFormValues } from '../utils/blockCostForm';
import type { ScheduledReserve } from '../utils/unitPlanFrames';
import { BlockCostDialog } from './BlockCostDialog';
import { UnitReserveChart } from './UnitReserveChart';

const NONE: never[] = [];

/**
 * The 'Plan and headroom' tab: one plant's units (the plant chosen here), each with its planned
 * generation, the headroom and footroom its reserves keep and the MW they hold, from the latest plan
 * (the plant's power series and its grid-reserve-schedule), and per unit the cost of one more block.
 */
export function ReservePlanView({
  scope,
  plants,
  units,
  range,
  window,
}: {
  scope: ReserveScope;
  plants: readonly PlantView[];
  units: readonly ReserveUnit[];
  range: DataRange;
  window: SeriesWindow;
}) {
  const { t } = useTranslation('reserves');
  const [picked, setPicked] = useState<string | null>(plants[0]?.id ?? null);
  const plant = plants.find((p) => p.id === picked) ?? plants[0];
  const power = usePlantSeries(scope.portfolioId, plant?.id, 'power', range, window.timezone);
  const schedule = useReserveSchedule(scope, plant?.id ?? '', window);
  const [asking, setAsking] = useState<{ unit: ReserveUnit; defaults: BlockCostFormValues } | null>(null);
  const plantUnits = units.filter((u) => u.plantViewId === plant?.id);
  const scheduled = schedule.data?.reserves;
  const reservesOf = useMemo(() => {
    const by = new Map<string, ScheduledReserve[]>();
    for (const r of scheduled ?? []) by.set(r.power_unit_id, [...(by.get(r.power_unit_id) ?? []), r]);
    return by;
  }, [scheduled]);
  const status =
    power.isError || schedule.isError ? 'error' : power.isPending || schedule.isPending ? 'pending' : 'success';
  const ask = (unit: ReserveUnit) => {
    const held = reservesOf.get(unit.unitId)?.[0];
    const hours = 4;
    setAsking({
      unit,
      defaults: {
        product: held?.product_name ?? 'aFRR',
        direction: held?.direction ?? 'positive',
        reserve_type: held?.reserve_type ?? 'spinning',
        hourly_schedule: String(hours),
        start_ts: nextBlockStart(Math.max(Date.now(), window.startTs), hours, unit.zone),
        mw: 5,
        activation_percent: 0,
        activation_compensation: 0,
      },
    });
  };

  return (
    <Stack gap="md" data-testid="reserve-plan">
      <Select
        label={t('chart.plantLabel')}
        data={plants.map((p) => ({ value: p.id, label: p.name }))}
        value={plant?.id ?? null}
        onChange={(v) => v && setPicked(v)}
        allowDeselect={false}
        w={280}
      />
      {plantUnits.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('chart.noUnits')}
        </Text>
      )}
      {plantUnits.map((u) => (
        <UnitReserveChart
          key={u.key}
          unit={u}
          plan={(power.data ?? NONE).find((f) => f.componentId === u.unitId && f.kind === 'plan')}
          reserves={reservesOf.get(u.unitId) ?? NONE}
          currency={schedule.data?.currency ?? u.currency}
          timezone={window.timezone}
          window={window}
          status={status}
          error={power.error ?? schedule.error}
          onRetry={() => {
            void power.refetch();
            void schedule.refetch();
          }}
          actions={
            <Button variant="light" size="xs" leftSection={<IconCalculator size={14} />} onClick={() => ask(u)}>
              {t('costs.action')}
            </Button>
          }
        />
      ))}
      {asking && (
        <BlockCostDialog scope={scope} unit={asking.unit} defaults={asking.defaults} onClose={() => setAsking(null)} />
      )}
    </Stack>
  );
}
