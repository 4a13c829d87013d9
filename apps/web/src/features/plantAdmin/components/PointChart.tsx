import { ChartFrame, type ChartLabels } from './ChartFrame';

/** The curve of a point table (x across, y up), warned points in orange. */
export function PointChart({
  points,
  warnings,
  ...labels
}: ChartLabels & { points: readonly { x: number; y: number }[]; warnings: readonly number[] }) {
  return (
    <ChartFrame points={points} {...labels} testId="point-chart">
      {({ sx, sy }) => (
        <>
          <polyline
            fill="none"
            stroke="var(--mantine-color-primary-6)"
            strokeWidth={2}
            points={points.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')}
          />
          {points.map((p, i) => (
            <circle
              key={i}
              cx={sx(p.x)}
              cy={sy(p.y)}
              r={4}
              fill={warnings.includes(i) ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-primary-6)'}
            />
          ))}
        </>
      )}
    </ChartFrame>
  );
}
