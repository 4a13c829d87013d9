import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxOf, minOf } from '@penstock/domain';
import { pointAxis } from '../utils/pointAxis';

const W = 420;
const H = 260;
const PAD = 44;

/** Labels of a chart: its accessible name and the titles of its axes. */
export interface ChartLabels {
  label: string;
  xLabel: string;
  yLabel: string;
}

/** Screen position of a value: x across, y up. */
export interface ChartScale {
  sx: (x: number) => number;
  sy: (y: number) => number;
}

/**
 * The frame the plant tables' charts share (PointChart, EfficiencyChart): an SVG with both axes, the
 * end values of each formatted for its quantity, what `children` draws in the scale of the points, an
 * optional legend and the axis titles below. An SVG, so it costs no chart library.
 */
export function ChartFrame({
  points,
  label,
  xLabel,
  yLabel,
  testId,
  legend,
  children,
}: {
  points: readonly { x: number; y: number }[];
  label: string;
  xLabel: string;
  yLabel: string;
  testId: string;
  legend?: ReactNode;
  children: (scale: ChartScale) => ReactNode;
}) {
  const { i18n } = useTranslation();
  if (points.length === 0) return <Card withBorder h={H} />;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1] = [minOf(xs), maxOf(xs)];
  const [y0, y1] = [minOf(ys), maxOf(ys)];
  const sx = (x: number) => PAD + ((x - x0) / (x1 - x0 || 1)) * (W - 2 * PAD);
  const sy = (y: number) => H - PAD - ((y - y0) / (y1 - y0 || 1)) * (H - 2 * PAD);
  const xAxis = pointAxis(xLabel, xs, i18n.language);
  const yAxis = pointAxis(yLabel, ys, i18n.language);
  return (
    <Card withBorder p="xs">
      <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} width="100%" data-testid={testId}>
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="var(--mantine-color-gray-5)" />
        <line x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} stroke="var(--mantine-color-gray-5)" />
        {children({ sx, sy })}
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
      {legend}
      <Text size="xs" c="dimmed" ta="center">
        {xAxis.title} → {yAxis.title}
      </Text>
    </Card>
  );
}
