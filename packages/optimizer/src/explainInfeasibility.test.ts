import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveLp } from './solveLp.js';
import { HOUR, hourlyModel, levelsOf, turbine } from './testing/modelBuilders.js';
import type { OptimizerModel } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** The messages of a model that must be infeasible. */
function infeasible(model: OptimizerModel): string[] {
  const r = solveLp(highs, model);
  expect(r.status).toBe('INFEASIBLE');
  return r.messages;
}

describe('infeasible models are explained in operator words', () => {
  it('fixed releases that empty the reservoir', () => {
    const messages = infeasible(
      hourlyModel(3, 40, {
        reservoirs: [{ id: 'r1', name: 'Lake X', initialContent: 5 * HOUR, inflow: 0 }],
        units: [turbine('g', ['r1', null], [[10, 5]], { fixedFlow: [10, 10, null] })],
      }),
    );
    expect(messages[0]).toMatch(
      /^Reservoir Lake X cannot stay above its lowest content of 0 m3 at 2026-03-02 01:00 UTC/,
    );
    expect(messages[0]).toMatch(/with the given inflow and fixed releases/);
  });

  it('a hard minimum level that the inflow cannot keep, in the operator zone', () => {
    const messages = infeasible(
      hourlyModel(4, 40, {
        timeZone: 'Europe/Vienna',
        reservoirs: [
          {
            id: 'r1',
            name: 'Speicher',
            initialContent: 6e5,
            inflow: 0,
            levelContent: levelsOf([
              [100, 0],
              [110, 1e6],
            ]),
          },
        ],
        units: [turbine('g', ['r1', null], [[30, 15]], { qMin: 20 })],
        constraints: [{ id: 'c1', label: 'Winter minimum', kind: 'MIN_LEVEL', target: 'r1', value: 105.5, hard: true }],
      }),
    );
    // 6e5 - 20 m3/s x 3600 s per hour falls below 5.5e5 in the first hour (Vienna is UTC+1).
    expect(messages.join('\n')).toMatch(
      /Speicher cannot stay above the minimum of constraint "Winter minimum" \(105.5 m\) at 2026-03-02 02:00/,
    );
  });

  it('an overflow without spill', () => {
    const messages = infeasible(
      hourlyModel(2, 40, {
        reservoirs: [{ id: 'r1', initialContent: 1e5, hardMaxContent: 1e5, inflow: 50, spillAllowed: false }],
        units: [turbine('g', ['r1', null], [[10, 5]])],
      }),
    );
    expect(messages[0]).toMatch(
      /Reservoir r1 cannot stay below its highest content of 0.1 hm3 at 2026-03-02 01:00 UTC to 2026-03-02 02:00 UTC \(2 steps\)/,
    );
  });

  // A turbine on a full reservoir, with the limits each case gives.
  const fullTurbine = (over: Parameters<typeof turbine>[3]) =>
    hourlyModel(2, 40, {
      reservoirs: [{ id: 'r1', initialContent: 1e6, inflow: 0 }],
      units: [turbine('g', ['r1', null], [[10, 5]], over)],
    });

  it('crossing limits are found before solving', () => {
    const messages = infeasible(fullTurbine({ name: 'Turbine 1', fixedPower: [4, null], availability: [3, null] }));
    expect(messages).toEqual([
      'Unit Turbine 1 cannot respect the fixed power of 4 MW and its available power of 3 MW at 2026-03-02 00:00 UTC',
    ]);
  });

  it('a ramp limit that a fixed power jump breaks', () => {
    const messages = infeasible(fullTurbine({ fixedPower: [0, 5], rampPower: 2 }));
    expect(messages.join('\n')).toMatch(
      /Unit g cannot keep to its ramp limit of 2 MW per step at 2026-03-02 01:00 UTC/,
    );
  });
});
