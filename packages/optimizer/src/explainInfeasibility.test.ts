import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveLp } from './solveLp.js';
import type { OptimizerModel } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const start = Date.UTC(2026, 2, 2);
const H = 3600;

describe('infeasible models are explained in operator words', () => {
  it('fixed releases that empty the reservoir', () => {
    const model: OptimizerModel = {
      start,
      stepSeconds: H,
      steps: 3,
      price: 40,
      reservoirs: [{ id: 'r1', name: 'Lake X', initialContent: 5 * H, inflow: 0 }],
      units: [
        {
          id: 'g',
          type: 'TURBINE',
          upstream: 'r1',
          downstream: null,
          curve: [{ q: 10, p: 5 }],
          fixedFlow: [10, 10, null],
        },
      ],
    };
    const r = solveLp(highs, model);
    expect(r.status).toBe('INFEASIBLE');
    expect(r.messages[0]).toMatch(
      /^Reservoir Lake X cannot stay above its lowest content of 0 m3 at 2026-03-02 01:00 UTC/,
    );
    expect(r.messages[0]).toMatch(/with the given inflow and fixed releases/);
  });

  it('a hard minimum level that the inflow cannot keep, in the operator zone', () => {
    const model: OptimizerModel = {
      start,
      stepSeconds: H,
      steps: 4,
      price: 40,
      timeZone: 'Europe/Vienna',
      reservoirs: [
        {
          id: 'r1',
          name: 'Speicher',
          initialContent: 6e5,
          inflow: 0,
          levelContent: [
            { level: 100, content: 0 },
            { level: 110, content: 1e6 },
          ],
        },
      ],
      units: [{ id: 'g', type: 'TURBINE', upstream: 'r1', downstream: null, curve: [{ q: 30, p: 15 }], qMin: 20 }],
      constraints: [{ id: 'c1', label: 'Winter minimum', kind: 'MIN_LEVEL', target: 'r1', value: 105.5, hard: true }],
    };
    const r = solveLp(highs, model);
    expect(r.status).toBe('INFEASIBLE');
    // 6e5 - 20 m3/s x 3600 s per hour falls below 5.5e5 in the first hour (Vienna is UTC+1).
    expect(r.messages.join('\n')).toMatch(
      /Speicher cannot stay above the minimum of constraint "Winter minimum" \(105.5 m\) at 2026-03-02 02:00/,
    );
  });

  it('an overflow without spill', () => {
    const model: OptimizerModel = {
      start,
      stepSeconds: H,
      steps: 2,
      price: 40,
      reservoirs: [{ id: 'r1', initialContent: 1e5, hardMaxContent: 1e5, inflow: 50, spillAllowed: false }],
      units: [{ id: 'g', type: 'TURBINE', upstream: 'r1', downstream: null, curve: [{ q: 10, p: 5 }] }],
    };
    const r = solveLp(highs, model);
    expect(r.status).toBe('INFEASIBLE');
    expect(r.messages[0]).toMatch(
      /Reservoir r1 cannot stay below its highest content of 0.1 hm3 at 2026-03-02 01:00 UTC to 2026-03-02 02:00 UTC \(2 steps\)/,
    );
  });

  it('crossing limits are found before solving', () => {
    const model: OptimizerModel = {
      start,
      stepSeconds: H,
      steps: 2,
      price: 40,
      reservoirs: [{ id: 'r1', initialContent: 1e6, inflow: 0 }],
      units: [
        {
          id: 'g',
          name: 'Turbine 1',
          type: 'TURBINE',
          upstream: 'r1',
          downstream: null,
          curve: [{ q: 10, p: 5 }],
          fixedPower: [4, null],
          availability: [3, null],
        },
      ],
    };
    const r = solveLp(highs, model);
    expect(r.status).toBe('INFEASIBLE');
    expect(r.messages).toEqual([
      'Unit Turbine 1 cannot respect the fixed power of 4 MW and its available power of 3 MW at 2026-03-02 00:00 UTC',
    ]);
  });

  it('a ramp limit that a fixed power jump breaks', () => {
    const model: OptimizerModel = {
      start,
      stepSeconds: H,
      steps: 2,
      price: 40,
      reservoirs: [{ id: 'r1', initialContent: 1e6, inflow: 0 }],
      units: [
        {
          id: 'g',
          type: 'TURBINE',
          upstream: 'r1',
          downstream: null,
          curve: [{ q: 10, p: 5 }],
          fixedPower: [0, 5],
          rampPower: 2,
        },
      ],
    };
    const r = solveLp(highs, model);
    expect(r.status).toBe('INFEASIBLE');
    expect(r.messages.join('\n')).toMatch(
      /Unit g cannot keep to its ramp limit of 2 MW per step at 2026-03-02 01:00 UTC/,
    );
  });
});
