import { describe, expect, it } from 'vitest';
import { minuteStep, normalizeTime, typedTime } from './timePicker';

describe('time picker rules (spec 1 section 8)', () => {
  it('two digits, empty becomes 00, minutes snap to the step, can be fixed to 00', () => {
    expect(normalizeTime('')).toBe('00:00');
    expect(normalizeTime('7:')).toBe('07:00');
    expect(normalizeTime('7:44')).toBe('07:30');
    expect(normalizeTime('29:10')).toBe('23:00');
    expect(normalizeTime('12:59', { step: 5 })).toBe('12:55');
    expect(normalizeTime('12:59', { minutesDisabled: true })).toBe('12:00');
  });
  it('step 0 or above 60 is 15; typing keeps digits and one colon', () => {
    expect(minuteStep(0)).toBe(15);
    expect(minuteStep(90)).toBe(15);
    expect(minuteStep(30)).toBe(30);
    expect(typedTime('1a2::3x4')).toBe('12:34');
  });
});
