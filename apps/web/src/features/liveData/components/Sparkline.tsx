import type { LiveQuantity } from '@penstock/domain';

const W = 120;
const H = 28;
const PAD = 2;

/**
 * The last 24 hours of a measurement as a line (x: time from `now` - 24 h to `now`, y: the values'
 * own range); bad values are red dots, so a sensor reporting garbage is seen at a glance.
 */
export function Sparkline({ line, now, label }: { line: LiveQuantity['sparkline']; now: number; label: string }) {
  const { time, values, quality } = line;
  if (!time.length) return <svg width={W} height={H} role="img" aria-label={label} />;
  const from = now - 24 * 3_600_000;
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const span = hi - lo || 1;
  const x = (ts: number) => PAD + ((Math.min(Math.max(ts, from), now) - from) / (now - from)) * (W - 2 * PAD);
  const y = (v: number) => (hi === lo ? H / 2 : H - PAD - ((v - lo) / span) * (H - 2 * PAD));
  const points = time.map((ts, i) => `${x(ts).toFixed(1)},${y(values[i]).toFixed(1)}`).join(' ');
  return (
    <svg width={W} height={H} role="img" aria-label={label} data-points={time.length}>
      <polyline points={points} fill="none" stroke="var(--mantine-color-primary-7)" strokeWidth={1.5} />
      {time.map((ts, i) =>
        quality[i] === 'bad' ? (
          <circle key={ts} cx={x(ts)} cy={y(values[i])} r={2} fill="var(--mantine-color-destructive-6)" />
        ) : null,
      )}
    </svg>
  );
}
