import loadHighs from 'highs';
import { afterAll, describe, expect, it } from 'vitest';
import { M3_PER_MWH, reserve, reservePlant } from './parts/reserves/reserveTestPlant.js';
import { reserveOpportunityCost, reserveOpportunityCostInThread } from './reserveOpportunityCost.js';
import { closeSolvers } from './solvePlan.js';

afterAll(() => closeSolvers());

// 150 MWh of water, prices 100, 100, 40, 40 (see reserveSolves.test.ts): holding 60 MW upward in
// hours 0-1 moves 60 MWh from 100 to 40 EUR/MWh: 15,000 - 10,800 = 4,200 EUR for 120 MW h, 35 EUR/MW h.
const model = reservePlant([100, 100, 40, 40], [], { content: 150 * M3_PER_MWH });
const extra = reserve({ id: 'ask', mode: 'additional', mw: 60, blockSteps: 2, toStep: 2 });

describe('reserveOpportunityCost', () => {
  it('answers the objective without and with the obligation, and the cost per MW and hour', async () => {
    const r = reserveOpportunityCostInThread(await loadHighs(), model, extra);
    expect(r.status).toBe('OPTIMAL');
    expect(r.objectiveWithout).toBeCloseTo(15_000, 6);
    expect(r.objectiveWith).toBeCloseTo(10_800, 6);
    expect(r.cost).toBeCloseTo(4200, 6);
    expect(r.mwHours).toBe(120);
    expect(r.costPerMwHour).toBeCloseTo(35, 6);
    expect(r.shortfall).toBe(0);
  });

  it('solves in worker threads, and prices what cannot be held with its shortfall', async () => {
    const r = await reserveOpportunityCost(model, { ...extra, mw: 130 });
    expect(r.status).toBe('OPTIMAL');
    expect(r.shortfall).toBeCloseTo(30, 6);
    expect(r.messages.join('\n')).toContain('cannot be held in full');
  });
});
