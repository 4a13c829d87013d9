import type { DataFrame } from './dataFrame';

export interface AlignedFrames {
  /** Union of every frame's times, ascending, epoch ms. */
  time: number[];
  /** One column per frame, aligned to `time`; null where a frame has no value. */
  columns: (number | null)[][];
}

const sameTimes = (a: number[], b: number[]) => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Puts frames on one time axis (what uPlot needs). Frames of one response usually share their
 * buckets, which is the fast path; otherwise the union of times is built and each frame is walked
 * once (frames are sorted by time on the wire).
 */
export function alignFrames(frames: readonly DataFrame[]): AlignedFrames {
  if (frames.length === 0) return { time: [], columns: [] };
  const first = frames[0].time;
  if (frames.every((f) => sameTimes(f.time, first))) return { time: first, columns: frames.map((f) => f.values) };

  const all = new Set<number>();
  for (const f of frames) for (const t of f.time) all.add(t);
  const time = [...all].sort((a, b) => a - b);
  const columns = frames.map((f) => {
    const column: (number | null)[] = new Array(time.length).fill(null);
    let j = 0;
    for (let i = 0; i < f.time.length; i++) {
      while (j < time.length && time[j] < f.time[i]) j++;
      if (j < time.length && time[j] === f.time[i]) column[j] = f.values[i];
    }
    return column;
  });
  return { time, columns };
}
