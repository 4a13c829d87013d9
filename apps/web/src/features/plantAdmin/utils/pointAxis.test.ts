import { describe, expect, it } from 'vitest';
import { pointAxis } from './pointAxis';

describe('pointAxis (issue 27 item 14: ".00e+7" on point-table charts)', () => {
  it('writes large volumes in Mm³ with readable numbers', () => {
    const axis = pointAxis('Content (m³)', [0, 1_948_204, 163_004_211], 'en-GB');
    expect(axis.title).toBe('Content (Mm³)');
    expect(axis.format(163_004_211)).toBe('163');
    expect(axis.format(1_948_204)).toBe('1.95');
    expect(axis.format(0)).toBe('0');
  });
  it('keeps small volumes and other quantities in their unit, grouped, at most two decimals', () => {
    expect(pointAxis('Content (m³)', [0, 12_000]).title).toBe('Content (m³)');
    const level = pointAxis('Level (m a.s.l.)', [1928.31, 2037], 'en-GB');
    expect(level.title).toBe('Level (m a.s.l.)');
    expect(level.format(1928.314)).toBe('1,928.31');
    expect(pointAxis('Power (MW)', [0, 250_000], 'en-GB').format(250_000)).toBe('250,000');
  });
});
