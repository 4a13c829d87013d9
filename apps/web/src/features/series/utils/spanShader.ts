import type uPlot from 'uplot';

/** A time span marked on a chart (e.g. a maintenance outage): epoch ms, end exclusive; null: open. */
export interface ChartSpan {
  start: number;
  end: number | null;
  /** Drawn at the top of the span when it is wide enough. */
  label: string;
}

export const SPAN_FILL = 'rgba(134,142,150,0.16)';
export const SPAN_EDGE = 'rgba(88,99,105,0.55)';

/** A drawClear hook that shades each span over the plot's height, beneath the lines, with its label at the top. */
export function spanShader(spans: readonly ChartSpan[]): (u: uPlot) => void {
  return (u) => {
    if (!spans.length) return;
    const { left, top, width, height } = u.bbox;
    const ctx = u.ctx;
    ctx.save();
    ctx.font = `${Math.round(11 * devicePixelRatio)}px sans-serif`;
    ctx.textBaseline = 'top';
    const line = Math.round(14 * devicePixelRatio);
    spans.forEach((s, i) => {
      const x1 = Math.max(left, u.valToPos(s.start, 'x', true));
      const x2 = Math.min(left + width, s.end === null ? left + width : u.valToPos(s.end, 'x', true));
      if (!(x2 > x1)) return;
      ctx.fillStyle = SPAN_FILL;
      ctx.fillRect(x1, top, x2 - x1, height);
      ctx.fillStyle = SPAN_EDGE;
      ctx.fillRect(x1, top, Math.max(1, devicePixelRatio), height);
      // overlapping spans stack their labels, one line each
      const row = spans
        .slice(0, i)
        .filter((o) => o.start < (s.end ?? Infinity) && (o.end ?? Infinity) > s.start).length;
      if (ctx.measureText(s.label).width + 8 < x2 - x1) ctx.fillText(s.label, x1 + 4, top + 3 + row * line);
    });
    ctx.restore();
  };
}
