import { describe, expect, it } from 'vitest';
import { limitViolation, unitRange } from './overrideLimits.js';

const turbine = {
  type: 'TURBINE',
  p_max: 162,
  q_max: 40,
  pump_p_max: null,
  pump_q_max: null,
  gate_opening_cm_max: null,
};
const pumpTurbine = { ...turbine, type: 'PUMP_TURBINE', pump_p_max: 120, pump_q_max: 30 };
const gate = { ...turbine, type: 'GATE', p_max: 0, gate_opening_cm_max: 300 };

describe('unit limits of overrides', () => {
  it('a turbine runs from standstill to its largest power and flow', () => {
    expect(unitRange('power', turbine)).toEqual({ min: 0, max: 162 });
    expect(limitViolation('power', 5000, 'MW', turbine)).toBe('5000 MW is outside what this unit can do (0 to 162 MW)');
    expect(limitViolation('power', -1, 'MW', turbine)).not.toBeNull();
    expect(limitViolation('power', 162, 'MW', turbine)).toBeNull();
    expect(limitViolation('discharge', 41, 'm3/s', turbine)).not.toBeNull();
  });
  it('a pump turbine may pump (negative) down to its pumping limits', () => {
    expect(unitRange('power', pumpTurbine)).toEqual({ min: -120, max: 162 });
    expect(limitViolation('discharge', -30, 'm3/s', pumpTurbine)).toBeNull();
    expect(limitViolation('discharge', -31, 'm3/s', pumpTurbine)).not.toBeNull();
  });
  it('a gate opens up to its largest opening; a missing limit leaves that side open', () => {
    expect(limitViolation('gate_opening', 301, 'cm', gate)).not.toBeNull();
    expect(unitRange('power', gate)).toBeNull();
    expect(limitViolation('power', 1e6, 'MW', { ...turbine, p_max: null })).toBeNull();
    expect(unitRange('level', turbine)).toBeNull();
  });
});
