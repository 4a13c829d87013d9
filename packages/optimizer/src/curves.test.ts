import { describe, expect, it } from 'vitest';
import { fillSegments } from './curves.js';

describe('fillSegments', () => {
  const segs = [
    { dq: 10, slope: 2 },
    { dq: 5, slope: 1 },
  ];
  it('fills the steepest segment first and answers what none took', () => {
    expect(fillSegments(12, segs)).toEqual({ value: 22, rest: 0 });
    expect(fillSegments(20, segs)).toEqual({ value: 25, rest: 5 });
    expect(fillSegments(0, segs)).toEqual({ value: 0, rest: 0 });
  });
});
