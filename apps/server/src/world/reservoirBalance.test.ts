import { describe, expect, it } from 'vitest';
import { createOutflows, settleReservoir, snapToUnitRange } from './reservoirBalance.js';

const C_MIN = 1e6;
const C_MAX = 5e6;

describe('settleReservoir', () => {
  it('leaves feasible decisions alone', () => {
    const o = createOutflows([2], [10], 50);
    o.q[0] = 5;
    const next = settleReservoir(3e6, 4, o, C_MIN, C_MAX);
    expect(o.q[0]).toBe(5);
    expect(next).toBe(3e6 - 3600);
  });

  it('when full, opens running units, then the gate, then spills', () => {
    const o = createOutflows([2, 2], [10, 10], 50);
    o.q[0] = 5;
    const next = settleReservoir(C_MAX, 100, o, C_MIN, C_MAX);
    expect(o.q[0]).toBe(10);
    expect(o.q[1]).toBe(0); // idle units are not started
    expect(o.gate).toBe(50);
    expect(o.spill).toBeCloseTo(40, 9);
    expect(next).toBeCloseTo(C_MAX, 3);
    expect(next).toBe(C_MAX + (100 - o.q[0] - o.q[1] - o.gate - o.spill) * 3600);
  });

  it('when empty, closes the gate and stops units that would fall under q_min', () => {
    const o = createOutflows([2, 2], [10, 10], 50);
    o.q[0] = 10;
    o.q[1] = 3;
    o.gate = 5;
    const next = settleReservoir(C_MIN + 3600 * 6, 1, o, C_MIN, C_MAX);
    expect(o.gate).toBe(0);
    expect(o.q[1]).toBe(0);
    expect(o.q[0]).toBe(7);
    expect(next).toBe(C_MIN);
  });
});

describe('snapToUnitRange', () => {
  it('gives 0 or a flow within [q_min, q_max]', () => {
    expect(snapToUnitRange(-1, 2, 10)).toBe(0);
    expect(snapToUnitRange(0.9, 2, 10)).toBe(0);
    expect(snapToUnitRange(1.2, 2, 10)).toBe(2);
    expect(snapToUnitRange(5, 2, 10)).toBe(5);
    expect(snapToUnitRange(12, 2, 10)).toBe(10);
    expect(snapToUnitRange(NaN, 2, 10)).toBe(0);
  });
});
