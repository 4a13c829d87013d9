import type { ReactNode } from 'react';

/** Size of a small SVG chart and its margins (left for the y labels, bottom for the x labels). */
export interface CurveBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The frame the long-term charts share: an SVG of the box's size with a grid line and label per y
 * tick, the axis titles (the y title turned), the chart's own marks as children and its legend
 * below.
 */
export function CurveFrame({
  box,
  ticks,
  y,
  tickLabel,
  xLabels,
  xTitle,
  yTitle,
  ariaLabel,
  testId,
  legend,
  children,
}: {
  box: CurveBox;
  ticks: readonly number[];
  /** Data to pixels on the y axis. */
  y: (v: number) => number;
  tickLabel: (v: number) => ReactNode;
  /** Labels along the x axis, drawn before the titles. */
  xLabels?: ReactNode;
  xTitle: ReactNode;
  yTitle: ReactNode;
  ariaLabel: string;
  testId: string;
  legend: ReactNode;
  children: ReactNode;
}) {
  const { width: W, height: H, left: L, right: R, top: T, bottom: B } = box;
  return (
    <div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={ariaLabel}
        data-testid={testId}
        style={{ maxWidth: W }}
      >
        {ticks.map((v) => (
          <g key={v}>
            <line x1={L} x2={W - R} y1={y(v)} y2={y(v)} stroke="var(--mantine-color-gray-3)" />
            <text x={L - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {tickLabel(v)}
            </text>
          </g>
        ))}
        {xLabels}
        <text x={(L + W - R) / 2} y={H - 4} textAnchor="middle" fontSize={11} fill="currentColor">
          {xTitle}
        </text>
        <text
          x={12}
          y={(T + H - B) / 2}
          textAnchor="middle"
          fontSize={11}
          fill="currentColor"
          transform={`rotate(-90 12 ${(T + H - B) / 2})`}
        >
          {yTitle}
        </text>
        {children}
      </svg>
      {legend}
    </div>
  );
}
