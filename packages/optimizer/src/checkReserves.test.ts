import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { reserve, reservePlant } from './parts/reserves/reserveTestPlant.js';
import { solveLp } from './solveLp.js';

describe('checkPlan on grid reserves', () => {
  it('finds a plan without headroom, a held MW that changes within its block and spinning reserve on a stopped unit', async () => {
    const m = reservePlant(new Array<number>(8).fill(50), [reserve({ id: 'up', type: 'spinning', mw: 20 })], {
      waterValue: 10,
    });
    const plan = solveLp(await loadHighs(), m);
    expect(checkPlan(m, plan)).toEqual([]);
    const u = plan.units[0];
    u.power[0] += 5;
    u.scheduledPower![0] += 5;
    plan.reserves![0].held[1] = 19;
    u.discharge[6] = 0;
    expect(checkPlan(m, plan)).toEqual(
      expect.arrayContaining([
        'Unit G: no headroom for its upward reserves at step 0',
        'Grid reserve up changes within a block at step 1',
        'Unit G holds spinning reserve while stopped at step 6',
      ]),
    );
  });
});
