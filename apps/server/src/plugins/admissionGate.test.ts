import { describe, expect, it } from 'vitest';
import { admissionGate } from './admissionGate.js';

describe('admissionGate', () => {
  it('admits up to its limit at once, then in order as places free, and refuses a wait past its budget', async () => {
    const gate = admissionGate(2, 50);
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(true);
    const third = gate.enter() as Promise<boolean>;
    const fourth = gate.enter() as Promise<boolean>;
    gate.leave(10);
    expect(await third).toBe(true);
    expect(gate.inFlight).toBe(2);
    expect(await fourth).toBe(false); // nobody left within 50 ms
    gate.leave(10);
    gate.leave(10);
    expect(gate.inFlight).toBe(0);
    expect(gate.enter()).toBe(true);
  });

  it('refuses at once when the line is longer than the running requests make room for in time', async () => {
    const gate = admissionGate(2, 100, 1);
    gate.enter();
    gate.enter();
    gate.leave(400); // requests run 400 ms: two places free a place every 200 ms, none within 100 ms
    gate.enter();
    const start = performance.now();
    expect(gate.enter()).toBe(false);
    expect(performance.now() - start).toBeLessThan(50);
    gate.leave(20); // now they run 20 ms: ten can wait
    expect(gate.enter()).toBe(true);
    const waiting = Array.from({ length: 10 }, () => gate.enter());
    expect(waiting.every((w) => w instanceof Promise)).toBe(true);
    expect(gate.enter()).toBe(false);
  });
});
