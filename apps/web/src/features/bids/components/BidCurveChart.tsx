import { Box, Group, Text } from '@mantine/core';
import { maxOf, minOf, type BidCurvePoint } from '@penstock/domain';

const W = 560;
const H = 300;
const PAD = { left: 64, right: 16, top: 12, bottom: 40 };
/** The auction's bounds are far from where curves bend: the price axis spans the inner prices, and the lines to the bounds leave the plot where they really pass its edge (clipped, not bent). */
const CLIP = 'bid-curve-plot';

export interface BidCurveChartProps {
  /** the curve shown solid (the edited one) */
  points: readonly BidCurvePoint[];
  /** the saved curve, dashed under it (when edited) */
  saved?: readonly BidCurvePoint[];
  /** the scenario prices of the quarter-hour, marked on the price axis */
  scenarioPrices?: readonly number[];
  /** MW the plant can deliver (up) and pump (down, positive) */
  capacity?: { up: number; down: number };
  label: string;
  priceLabel: string;
  volumeLabel: string;
  scenarioLabel: string;
}

function ticks(lo: number, hi: number, n = 5): number[] {
  const span = hi - lo || 1;
  const step = 10 ** Math.floor(Math.log10(span / n));
  const nice = [1, 2, 5, 10].map((m) => m * step).find((s) => span / s <= n) ?? step * 10;
  const out: number[] = [];
  for (let v = Math.ceil(lo / nice) * nice; v <= hi + 1e-9; v += nice) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/**
 * A bid curve as the exchange draws it: volume (MW) across, price (EUR/MWh) up, points joined
 * linearly (the exchange interpolates between them), the scenario prices as marks on the price
 * axis and the capacity as dotted limits.
 */
export function BidCurveChart(props: BidCurveChartProps) {
  const all = [...props.points, ...(props.saved ?? [])];
  const inner = all.map((p) => p.price).filter((p) => p > -500 && p < 4000);
  const prices = [...inner, ...(props.scenarioPrices ?? [])];
  const pLo = prices.length ? minOf(prices) : 0;
  const pHi = prices.length ? maxOf(prices) : 100;
  const pad = Math.max(5, (pHi - pLo) * 0.1);
  const yLo = pLo - pad,
    yHi = pHi + pad;
  const volumes = [...all.map((p) => p.volume), 0, props.capacity?.up ?? 0, -(props.capacity?.down ?? 0)];
  const xLo = minOf(volumes),
    xHi = Math.max(maxOf(volumes), xLo + 1);
  const x = (v: number) => PAD.left + ((v - xLo) / (xHi - xLo)) * (W - PAD.left - PAD.right);
  const y = (p: number) => PAD.top + (1 - (p - yLo) / (yHi - yLo)) * (H - PAD.top - PAD.bottom);
  const path = (pts: readonly BidCurvePoint[]) =>
    pts.map((p, i) => `${i ? 'L' : 'M'}${x(p.volume)},${y(p.price)}`).join(' ');
  return (
    <Box data-testid="bid-curve-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={props.label} style={{ maxHeight: 320 }}>
        <defs>
          <clipPath id={CLIP}>
            <rect x={PAD.left} y={PAD.top} width={W - PAD.left - PAD.right} height={H - PAD.top - PAD.bottom} />
          </clipPath>
        </defs>
        {ticks(yLo, yHi).map((p) => (
          <g key={`y${p}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(p)} y2={y(p)} stroke="var(--mantine-color-gray-2)" />
            <text x={PAD.left - 6} y={y(p) + 4} fontSize={11} textAnchor="end" fill="var(--mantine-color-dimmed)">
              {p}
            </text>
          </g>
        ))}
        {ticks(xLo, xHi).map((v) => (
          <text
            key={`x${v}`}
            x={x(v)}
            y={H - PAD.bottom + 16}
            fontSize={11}
            textAnchor="middle"
            fill="var(--mantine-color-dimmed)"
          >
            {v}
          </text>
        ))}
        <text x={(W + PAD.left) / 2} y={H - 6} fontSize={12} textAnchor="middle" fill="var(--mantine-color-text)">
          {props.volumeLabel}
        </text>
        <text
          x={14}
          y={(H - PAD.bottom) / 2}
          fontSize={12}
          textAnchor="middle"
          transform={`rotate(-90 14 ${(H - PAD.bottom) / 2})`}
          fill="var(--mantine-color-text)"
        >
          {props.priceLabel}
        </text>
        <line x1={x(0)} x2={x(0)} y1={PAD.top} y2={H - PAD.bottom} stroke="var(--mantine-color-gray-5)" />
        {props.capacity &&
          [props.capacity.up, -props.capacity.down]
            .filter((v) => v !== 0)
            .map((v) => (
              <line
                key={`cap${v}`}
                x1={x(v)}
                x2={x(v)}
                y1={PAD.top}
                y2={H - PAD.bottom}
                stroke="var(--mantine-color-caution-6)"
                strokeDasharray="2 3"
              />
            ))}
        {(props.scenarioPrices ?? []).map((p, i) => (
          <g key={`s${i}`} data-testid="scenario-mark">
            <line
              x1={PAD.left - 4}
              x2={PAD.left + 8}
              y1={y(p)}
              y2={y(p)}
              stroke="var(--mantine-color-accent-6)"
              strokeWidth={2}
            />
            <title>{`${props.scenarioLabel} ${i + 1}: ${p}`}</title>
          </g>
        ))}
        <g clipPath={`url(#${CLIP})`}>
          {props.saved && (
            <path d={path(props.saved)} fill="none" stroke="var(--mantine-color-secondary-4)" strokeDasharray="5 4" />
          )}
          <path d={path(props.points)} fill="none" stroke="var(--mantine-color-primary-6)" strokeWidth={2} />
          {props.points.map((p, i) => (
            <circle key={i} cx={x(p.volume)} cy={y(p.price)} r={3} fill="var(--mantine-color-primary-6)" />
          ))}
        </g>
      </svg>
      <Group gap="md" justify="center">
        <Text size="xs" c="primary.6">
          ━ {props.label}
        </Text>
        {props.scenarioPrices && props.scenarioPrices.length > 0 && (
          <Text size="xs" c="accent.6">
            ▬ {props.scenarioLabel}
          </Text>
        )}
      </Group>
    </Box>
  );
}
