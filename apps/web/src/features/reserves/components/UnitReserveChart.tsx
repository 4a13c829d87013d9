import { Group, Text } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { symbolUnit } from '@penstock/domain';
import { ChartCard } from '@/features/cockpit/components/ChartCard';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import type { ChartLimit } from '@/features/series/utils/chartData';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import { formatValue } from '@/features/series/utils/formatValue';
import type { ReserveUnit } from '../hooks/useReserveUnits';
import { heldFrames, unitPlanFrames, type ScheduledReserve } from '../utils/unitPlanFrames';

export interface UnitReserveChartProps {
  unit: ReserveUnit;
  /** the unit's planned generation (kind plan), or undefined while none */
  plan: DataFrame | undefined;
  reserves: readonly ScheduledReserve[];
  currency: string;
  timezone: string;
  window: { startTs: number; endTs: number };
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry: () => void;
  /** Buttons in the card's header (the cost of one more block). */
  actions?: ReactNode;
}

/**
 * One unit's plan with the room its reserves keep: planned generation, headroom ceiling and footroom
 * floor against the unit's p_max and p_min, and below it the MW each reserve holds, with the reserve
 * revenue and expected activated energy over the range.
 */
export function UnitReserveChart(props: UnitReserveChartProps) {
  const { unit, plan, reserves, currency, timezone, window, status } = props;
  const { t, i18n } = useTranslation('reserves');
  const frames = useMemo(() => (plan ? unitPlanFrames(plan, reserves) : []), [plan, reserves]);
  const held = useMemo(() => heldFrames(reserves), [reserves]);
  // the unit's maximum bounds the headroom; p_min is not drawn: a stopped unit at 0 MW is no violation
  const limits = useMemo<ChartLimit[]>(
    () =>
      unit.pMax !== null ? [{ label: 'p_max', value: unit.pMax, unit: 'MW', bound: 'max', group: unit.unitId }] : [],
    [unit],
  );
  const planLabel = useCallback(
    (f: DataFrame) =>
      f.quantity === 'headroom'
        ? t('chart.headroom')
        : f.quantity === 'footroom'
          ? t('chart.footroom')
          : t('chart.plan'),
    [t],
  );
  const heldLabel = useCallback(
    (f: DataFrame) => {
      const r = reserves.find((x) => x.grid_reserve_id === f.componentId);
      return r ? t('chart.held', { product: r.product_name, direction: t(`direction.${r.direction}`) }) : f.key;
    },
    [reserves, t],
  );
  const revenue = reserves.reduce((s, r) => s + r.revenue, 0);
  const up = reserves.reduce((s, r) => s + r.activated_up_mwh, 0);
  const down = reserves.reduce((s, r) => s + r.activated_down_mwh, 0);
  const title = t('chart.title', { unit: `${unit.plantName} · ${unit.unitName}` });
  // both charts show the same window, zone and load state
  const common = {
    timezone,
    window,
    status,
    locale: i18n.language,
    texts: { empty: t('chart.empty'), failed: t('chart.failed'), retry: t('retry') },
  };
  return (
    <ChartCard
      title={title}
      aside={
        <Group gap="md">
          {reserves.length > 0 && (
            <Group gap="md" data-testid="unit-reserve-figures">
              <Text size="sm">
                {t('chart.revenue', { value: formatValue(revenue, symbolUnit(currency), i18n.language) })}
              </Text>
              <Text size="sm">
                {t('chart.activated', {
                  up: formatValue(up, 'MWh', i18n.language),
                  down: formatValue(down, 'MWh', i18n.language),
                })}
              </Text>
            </Group>
          )}
          {props.actions}
        </Group>
      }
    >
      <div
        data-testid="unit-reserve-chart"
        data-unit={unit.unitId}
        data-headroom={frames.some((f) => f.quantity === 'headroom' && f.values.some((v) => v !== null))}
      >
        <TimeSeriesChart
          ariaLabel={title}
          frames={frames}
          limits={limits}
          error={props.error}
          onRetry={props.onRetry}
          labelOf={planLabel}
          height={240}
          {...common}
        />
        {held.length > 0 && (
          <TimeSeriesChart
            ariaLabel={`${title}: ${t('chart.heldTitle')}`}
            frames={held}
            labelOf={heldLabel}
            height={140}
            {...common}
          />
        )}
      </div>
    </ChartCard>
  );
}
