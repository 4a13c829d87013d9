import { describe, expect, it } from 'vitest';
import { minuteStep, normalizeTime, typedTime } from './timePicker';

describe('time picker rules (spec 1 section 8)', () => {
  it.each([
    ['', {}, '00:00'],
    ['7:', {}, '07:00'],
    ['7:44', {}, '07:30'],
    ['29:10', {}, '23:00'],
    ['12:59', { step: 5 }, '12:55'],
    ['12:59', { minutesDisabled: true }, '12:00'],
  ])(
    'two digits, empty becomes 00, minutes snap to the step, can be fixed to 00: %j %j is %s',
    (typed, options, time) => {
      expect(normalizeTime(typed, options)).toBe(time);
    },
  );
  it('step 0 or above 60 is 15; typing keeps digits and one colon', () => {
    expect(minuteStep(0)).toBe(15);
    expect(minuteStep(90)).toBe(15);
    expect(minuteStep(30)).toBe(30);
    expect(typedTime('1a2::3x4')).toBe('12:34');
  });
});
