import { describe, expect, it } from 'vitest';
import { consecutiveSpans } from './violations.js';

const Q = 900_000,
  H = 3_600_000;
const spans = (steps: { id: string; ts: number; step_ms: number }[]) =>
  consecutiveSpans(steps, (s) => s.id).map((s) => ({
    id: s.steps[0].id,
    start: s.start,
    end: s.end,
    n: s.steps.length,
  }));

describe('consecutiveSpans', () => {
  it('groups 15-minute steps by their own length: a quarter hour between two steps splits them', () => {
    // quarter hours 4-7 and 9 short: two spans, each ending a quarter hour after its last step
    const steps = [4, 5, 6, 7, 9].map((i) => ({ id: 'a', ts: i * Q, step_ms: Q }));
    expect(spans(steps)).toEqual([
      { id: 'a', start: 4 * Q, end: 8 * Q, n: 4 },
      { id: 'a', start: 9 * Q, end: 10 * Q, n: 1 },
    ]);
  });

  it('groups hourly steps, splits at another key, and joins steps of two step lengths that meet', () => {
    const steps = [
      { id: 'a', ts: 0, step_ms: H },
      { id: 'a', ts: H, step_ms: H },
      { id: 'a', ts: 2 * H, step_ms: Q }, // a later run at 15 minutes from 02:00
      { id: 'a', ts: 2 * H + Q, step_ms: Q },
      { id: 'b', ts: 2 * H + 2 * Q, step_ms: Q },
      { id: 'b', ts: 4 * H, step_ms: H },
    ];
    expect(spans(steps)).toEqual([
      { id: 'a', start: 0, end: 2 * H + 2 * Q, n: 4 },
      { id: 'b', start: 2 * H + 2 * Q, end: 2 * H + 3 * Q, n: 1 },
      { id: 'b', start: 4 * H, end: 5 * H, n: 1 },
    ]);
  });

  it('has no spans without steps', () => {
    expect(consecutiveSpans([], () => '')).toEqual([]);
  });
});
