import { Tooltip } from '@mantine/core';
import { coverageSegments } from '../utils/coverageSegments';

/** A bar over the range: green where actuals are gapless, red (the background) where they are missing. */
export function CoverageBar({
  ranges,
  startTs,
  endTs,
  label,
}: {
  ranges: readonly (readonly [number, number])[];
  startTs: number;
  endTs: number;
  label: string;
}) {
  const segments = coverageSegments(ranges, startTs, endTs);
  const covered = segments.reduce((sum, s) => sum + (s.to - s.from), 0);
  return (
    <Tooltip label={`${Math.round(covered * 1000) / 10} %`}>
      <div
        role="img"
        aria-label={`${label}: ${Math.round(covered * 1000) / 10} %`}
        style={{
          position: 'relative',
          height: 10,
          minWidth: 120,
          borderRadius: 3,
          background: 'rgba(193,1,1,0.35)',
          overflow: 'hidden',
        }}
      >
        {segments.map((s, i) => (
          <div
            key={i}
            style={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${s.from * 100}%`,
              width: `${(s.to - s.from) * 100}%`,
              background: '#0bb731',
            }}
          />
        ))}
      </div>
    </Tooltip>
  );
}
