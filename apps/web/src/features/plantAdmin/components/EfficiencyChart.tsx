import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { curvesByHead, type Point } from '@penstock/domain';
import { ChartFrame, type ChartLabels } from './ChartFrame';

const COLOURS = ['blue', 'orange', 'teal', 'grape', 'red', 'lime', 'cyan', 'pink'];

/**
 * Efficiency curves (SHOP turb_eff_curves, pump_eff_curves) as ONE chart: a line per net head,
 * discharge across, efficiency up, with a legend of the heads; points in error drawn red.
 */
export function EfficiencyChart({
  points,
  errors,
  ...labels
}: ChartLabels & { points: readonly Point[]; errors: readonly number[] }) {
  const { t } = useTranslation('plants');
  const curves = curvesByHead(points);
  const colour = (i: number) => `var(--mantine-color-${COLOURS[i % COLOURS.length]}-6)`;
  const legend = (
    <Group gap="sm" justify="center" data-testid="efficiency-legend">
      {curves.map((c, i) => (
        <Group key={`${c.head}-${i}`} gap={4}>
          <span style={{ width: 14, height: 3, background: colour(i), display: 'inline-block' }} />
          <Text size="xs">{Number.isFinite(c.head) ? t('head.atHead', { head: c.head }) : t('head.noHead')}</Text>
        </Group>
      ))}
    </Group>
  );
  return (
    <ChartFrame points={points} {...labels} testId="efficiency-chart" legend={legend}>
      {({ sx, sy }) =>
        curves.map((c, i) => (
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
        ))
      }
    </ChartFrame>
  );
}
