import type uPlot from 'uplot';
import type { ChartData } from './chartData';

export const OUTSIDE_LIMITS_FILL = 'rgba(193,1,1,0.07)';

/**
 * The plot regions that lie outside the limits, in a scale's values: above each maximum and
 * below each minimum (the allowed band between them stays clear). Pure, for tests.
 */
export function outsideLimitRegions(chart: ChartData): { scale: string; from: number; to: number }[] {
  return chart.series.flatMap((s, i) => {
    if (s.kind !== 'limit' || !s.bound) return [];
    const value = chart.data[i + 1][0];
    if (value === null || value === undefined) return [];
    return [
      s.bound === 'max'
        ? { scale: s.scale, from: value, to: Infinity }
        : { scale: s.scale, from: -Infinity, to: value },
    ];
  });
}

/** A drawClear hook that shades what lies outside the limits in the violation colour, beneath the lines. */
export function outsideLimitsShader(chart: ChartData): (u: uPlot) => void {
  const regions = outsideLimitRegions(chart);
  return (u) => {
    if (!regions.length) return;
    const { left, top, width, height } = u.bbox;
    const ctx = u.ctx;
    ctx.save();
    ctx.fillStyle = OUTSIDE_LIMITS_FILL;
    for (const r of regions) {
      const y = (v: number) => (v === Infinity ? top : v === -Infinity ? top + height : u.valToPos(v, r.scale, true));
      const y1 = Math.max(top, Math.min(y(r.to), top + height));
      const y2 = Math.max(top, Math.min(y(r.from), top + height));
      if (y2 > y1) ctx.fillRect(left, y1, width, y2 - y1);
    }
    ctx.restore();
  };
}
