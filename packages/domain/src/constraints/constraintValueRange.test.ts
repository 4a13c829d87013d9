import { describe, expect, it } from 'vitest';
import { constraintType } from './constraintTypes.js';
import { implausibleValue } from './constraintValueRange.js';

const type = (name: string) => constraintType(name)!;

describe('implausibleValue', () => {
  it('refuses values beyond any plant (extra digits, a wrong unit) with the range in the type unit', () => {
    expect(implausibleValue(type('turbine_min_discharge'), 10)).toBeNull();
    expect(implausibleValue(type('turbine_min_discharge'), 1e12)).toBe('Must be at most 100,000 m3/s');
    expect(implausibleValue(type('reservoir_min_level'), 1_985.5)).toBeNull();
    expect(implausibleValue(type('reservoir_min_level'), 999_999)).toBe('Must lie between -500 and 9,000 m a.s.l.');
    expect(implausibleValue(type('reservoir_min_level'), -3)).toBeNull(); // below sea level exists (the Dead Sea)
    expect(implausibleValue(type('reservoir_min_content'), 5e9)).toBeNull();
    expect(implausibleValue(type('turbine_start_cost'), 2_500)).toBeNull();
    expect(implausibleValue(type('turbine_start_cost'), 5e9)).toBe('Must be at most 10,000,000 EUR');
  });

  it('checks both ends of a forbidden zone and leaves ratios to their 0..1 rule', () => {
    expect(implausibleValue(type('turbine_forbidden_power_zone'), { min: 20, max: 40 })).toBeNull();
    expect(implausibleValue(type('turbine_forbidden_power_zone'), { min: 20, max: 4e6 })).toBe(
      'Must be at most 100,000 MW',
    );
    const ratio = type('gate_min_gate_opening');
    expect(implausibleValue(ratio, 0.5)).toBeNull();
  });
});
