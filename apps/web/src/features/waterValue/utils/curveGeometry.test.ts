import { describe, expect, it } from 'vitest';
import { currentWeekIndex, linearScale, niceTicks, pathOf } from './curveGeometry';

describe('curve geometry', () => {
  it('scales and rounds ticks', () => {
    expect(linearScale(0, 100, 10, 210)(50)).toBe(110);
    // the axis reaches past the largest value: 87 and 96.7 were drawn above the top tick (80) and cut off
    expect(niceTicks(3, 87)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 96.7)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 80)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(-12, 0.3)).toEqual([-15, -10, -5, 0, 5]);
  });
  it('breaks paths at gaps', () => {
    const id = (v: number) => v;
    expect(
      pathOf(
        [
          [0, 1],
          [1, null],
          [2, 3],
          [3, 4],
        ],
        id,
        id,
      ),
    ).toBe('M0.0 1.0M2.0 3.0L3.0 4.0');
  });
  it('finds the week holding now', () => {
    expect(currentWeekIndex([0, 10, 20], 15)).toBe(1);
    expect(currentWeekIndex([0, 10, 20], -5)).toBe(0);
    expect(currentWeekIndex([0, 10, 20], 25)).toBe(2);
  });
});
