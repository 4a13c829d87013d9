import { Box, Text } from '@mantine/core';
import { localClock, maxOf, type BidCurveSet, type MarketTimeUnit } from '@penstock/domain';
import { heatLevels } from '../utils/heatLevels';

const CELL_H = 16;
const LABEL_W = 64;
const TOP = 14;

/**
 * The day's curves at a glance: a column per quarter-hour, a row per price level, the colour the
 * volume offered there (white none, teal the most; pumping in magenta). A click selects the quarter-hour.
 */
export function BidHeatMap(props: {
  curves: BidCurveSet;
  units: readonly MarketTimeUnit[];
  zone: string;
  selected: number;
  onSelect: (unit: number) => void;
  label: string;
  emptyText: string;
}) {
  const { prices, volumes } = heatLevels(props.curves);
  const n = props.units.length;
  const cellW = Math.max(4, Math.floor(760 / Math.max(1, n)));
  const W = LABEL_W + n * cellW;
  const Hh = TOP + prices.length * CELL_H + 4;
  const max = Math.max(1e-9, maxOf(volumes.flat().map(Math.abs)));
  const colour = (v: number) =>
    v === 0
      ? 'var(--mantine-color-gray-0)'
      : `color-mix(in srgb, var(--mantine-color-${v > 0 ? 'primary' : 'accent'}-6) ${Math.round((Math.abs(v) / max) * 100)}%, white)`;
  if (!prices.length)
    return (
      <Text size="sm" c="dimmed" data-testid="bid-heat-empty">
        {props.emptyText}
      </Text>
    );
  return (
    <Box style={{ overflowX: 'auto' }} data-testid="bid-heat-map">
      <svg width={W} height={Hh} role="img" aria-label={props.label}>
        {props.units.map((u, t) =>
          t % 8 === 0 ? (
            <text key={`h${t}`} x={LABEL_W + t * cellW} y={10} fontSize={10} fill="var(--mantine-color-dimmed)">
              {localClock(u.start, props.zone)}
            </text>
          ) : null,
        )}
        {prices.map((p, r) => (
          <g key={p}>
            <text
              x={LABEL_W - 4}
              y={TOP + r * CELL_H + 12}
              fontSize={10}
              textAnchor="end"
              fill="var(--mantine-color-dimmed)"
            >
              {p}
            </text>
            {volumes[r]!.map((v, t) => (
              <rect
                key={t}
                x={LABEL_W + t * cellW}
                y={TOP + r * CELL_H}
                width={cellW - 1}
                height={CELL_H - 1}
                fill={colour(v)}
                onClick={() => props.onSelect(t)}
                style={{ cursor: 'pointer' }}
              >
                <title>{`${localClock(props.units[t]!.start, props.zone)} · ${p}: ${Math.round(v * 10) / 10} MW`}</title>
              </rect>
            ))}
          </g>
        ))}
        <rect
          x={LABEL_W + props.selected * cellW - 1}
          y={TOP - 1}
          width={cellW + 1}
          height={prices.length * CELL_H + 1}
          fill="none"
          stroke="var(--mantine-color-dark-6)"
          strokeWidth={2}
          data-testid="heat-selected"
        />
      </svg>
      <Text size="xs" c="dimmed">
        EUR/MWh
      </Text>
    </Box>
  );
}
