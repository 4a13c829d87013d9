import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { curvesByHead, maxOf, minOf, type Point } from '@penstock/domain';
import { pointAxis } from '../utils/pointAxis';

const W = 420;
const H = 260;
const PAD = 44;
const COLOURS = ['blue', 'orange', 'teal', 'grape', 'red', 'lime', 'cyan', 'pink'];

/**
 * Efficiency curves (SHOP turb_eff_curves, pump_eff_curves) as ONE chart: a line per net head,
 * discharge across, efficiency up, with a legend of the heads; points in error drawn red. An SVG,
 * as PointChart.
 */
export function EfficiencyChart({
  points,
  errors,
  label,
  xLabel,
  yLabel,
}: {
  points: readonly Point[];
  errors: readonly number[];
  label: string;
  xLabel: string;
  yLabel: string;
}) {
  const { t, i18n } = useTranslation('plants');
  if (points.length === 0) return <Card withBorder h={H} />;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1] = [minOf(xs), maxOf(xs)];
  const [y0, y1] = [minOf(ys), maxOf(ys)];
  const sx = (x: number) => PAD + ((x - x0) / (x1 - x0 || 1)) * (W - 2 * PAD);
  const sy = (y: number) => H - PAD - ((y - y0) / (y1 - y0 || 1)) * (H - 2 * PAD);
  const xAxis = pointAxis(xLabel, xs, i18n.language);
  const yAxis = pointAxis(yLabel, ys, i18n.language);
  const curves = curvesByHead(points);
  const colour = (i: number) => `var(--mantine-color-${COLOURS[i % COLOURS.length]}-6)`;
  return (
    <Card withBorder p="xs">
      <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} width="100%" data-testid="efficiency-chart">
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="var(--mantine-color-gray-5)" />
        <line x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} stroke="var(--mantine-color-gray-5)" />
        {curves.map((c, i) => (
          <g key={`${c.head}-${i}`} data-testid="efficiency-line" data-head={c.head}>
            <polyline
              fill="none"
              stroke={colour(i)}
              strokeWidth={2}
              points={c.points.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')}
            />
            {c.points.map((p, k) => (
              <circle
                key={k}
                cx={sx(p.x)}
                cy={sy(p.y)}
                r={errors.includes(points.indexOf(p)) ? 5 : 3}
                fill={errors.includes(points.indexOf(p)) ? 'var(--mantine-color-red-7)' : colour(i)}
              />
            ))}
          </g>
        ))}
        <text x={PAD} y={H - PAD + 16} fontSize={11}>
          {xAxis.format(x0)}
        </text>
        <text x={W - PAD} y={H - PAD + 16} fontSize={11} textAnchor="end">
          {xAxis.format(x1)}
        </text>
        <text x={PAD - 4} y={H - PAD} fontSize={11} textAnchor="end">
          {yAxis.format(y0)}
        </text>
        <text x={PAD - 4} y={PAD + 4} fontSize={11} textAnchor="end">
          {yAxis.format(y1)}
        </text>
      </svg>
      <Group gap="sm" justify="center" data-testid="efficiency-legend">
        {curves.map((c, i) => (
          <Group key={`${c.head}-${i}`} gap={4}>
            <span style={{ width: 14, height: 3, background: colour(i), display: 'inline-block' }} />
            <Text size="xs">{Number.isFinite(c.head) ? t('head.atHead', { head: c.head }) : t('head.noHead')}</Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {xAxis.title} → {yAxis.title}
      </Text>
    </Card>
  );
}
