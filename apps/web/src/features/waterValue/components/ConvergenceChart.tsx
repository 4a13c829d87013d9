import type { ConvergencePointView } from '@penstock/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { linearScale, niceTicks, pathOf } from '../utils/curveGeometry';
import { maxOf, minOf } from '@penstock/domain';
import { CurveFrame, type CurveBox } from './CurveFrame';

const BOX: CurveBox = { width: 560, height: 200, left: 64, right: 12, top: 10, bottom: 30 };
const { width: W, height: H, left: L, right: R, top: T, bottom: B } = BOX;

/** Bounds per iteration: the cut model's upper bound, the simulated lower bound with its 95 % interval. */
export function ConvergenceChart({
  points,
  currency,
  ariaLabel,
}: {
  points: ConvergencePointView[];
  currency: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation('prices');
  const millions = (v: number) => v / 1e6;
  const sims = points.filter((p) => p.lower_bound !== null);
  const all = [
    ...points.map((p) => p.upper_bound),
    ...sims.flatMap((p) => [p.lower_bound! - (p.lower_bound_ci ?? 0), p.lower_bound! + (p.lower_bound_ci ?? 0)]),
  ].map(millions);
  // the first bounds before any cut are far off: scale to the later ones
  const tail = all.length > 6 ? all.slice(Math.floor(all.length / 4)) : all;
  const ticks = niceTicks(Math.min(minOf(tail), minOf(sims.map((p) => millions(p.lower_bound!)))), maxOf(tail));
  const last = points[points.length - 1]?.iteration ?? 1;
  const x = linearScale(1, Math.max(2, last), L, W - R);
  const y0 = ticks[0],
    y1 = ticks[ticks.length - 1];
  const y = (v: number) => linearScale(y0, y1, H - B, T)(Math.min(y1, Math.max(y0, v)));
  return (
    <CurveFrame
      box={BOX}
      ticks={ticks}
      y={y}
      tickLabel={(v) => v.toFixed(2)}
      xTitle={t('longTerm.iteration')}
      yTitle={`M${currency}`}
      ariaLabel={ariaLabel}
      testId="convergence-chart"
      legend={
        <Group gap="md">
          <Text size="xs" c="primary.7">
            — {t('longTerm.upperBound')}
          </Text>
          <Text size="xs" c="secondary.7">
            ● {t('longTerm.lowerBound')}
          </Text>
        </Group>
      }
    >
      <path
        d={pathOf(
          points.map((p) => [p.iteration, millions(p.upper_bound)]),
          x,
          y,
        )}
        fill="none"
        stroke="var(--mantine-color-primary-6)"
        strokeWidth={2}
      />
      {sims.map((p) => (
        <g key={p.iteration}>
          <line
            x1={x(p.iteration)}
            x2={x(p.iteration)}
            y1={y(millions(p.lower_bound! - (p.lower_bound_ci ?? 0)))}
            y2={y(millions(p.lower_bound! + (p.lower_bound_ci ?? 0)))}
            stroke="var(--mantine-color-secondary-6)"
          />
          <circle cx={x(p.iteration)} cy={y(millions(p.lower_bound!))} r={3} fill="var(--mantine-color-secondary-6)" />
        </g>
      ))}
    </CurveFrame>
  );
}
