import { describe, expect, it } from 'vitest';
import { readShopYaml } from '../../shop/readShopYaml.js';
import { netHead, turbineEfficiency, unitPower } from './headPhysics.js';
import { effCurves, headTestModel, testTurbine } from './headTestModel.js';
import { headErrors } from './headTopology.js';
import { readFileSync } from 'node:fs';

describe('the physics of a head unit', () => {
  it('a single unit: power at three heads equals rho g Q H eta_t eta_g to 1e-9', () => {
    const u = testTurbine('a');
    // Q = 10 m3/s; eta_t 90 % at 100 m, 92 % at 200 m, linear in head between: 91 % at 150 m;
    // eta_g 98 %. P = 1000 * 9.81 * 10 * H * eta_t * 0.98 / 1e6 MW, by hand:
    // H 100: 9.81 * 1.0 * 0.90 * 0.98 = 8.652420; H 150: 9.81 * 1.5 * 0.91 * 0.98 = 14.715 * 0.8918 = 13.122837;
    // H 200: 9.81 * 2.0 * 0.92 * 0.98 = 19.62 * 0.9016 = 17.689392.
    expect(Math.abs(unitPower(u, 10, 100) - 8.65242)).toBeLessThan(1e-9);
    expect(Math.abs(unitPower(u, 10, 150) - 13.122837)).toBeLessThan(1e-9);
    expect(Math.abs(unitPower(u, 10, 200) - 17.689392)).toBeLessThan(1e-9);
    // between discharge points: linear in Q (85 % at 7.5 m3/s and 100 m)
    expect(turbineEfficiency(u.turbEffCurves!, 7.5, 100)).toBeCloseTo(0.85, 12);
  });

  it("reproduces SHOP's published production of the basic example (Plant1_Generator1, first hour)", () => {
    const { model } = readShopYaml(
      readFileSync(new URL('../../fixtures/shop/basic_model.yaml', import.meta.url), 'utf8'),
    );
    const u = model.units.find((x) => x.id === 'Plant1_Generator1')!;
    // basic_model_results.yaml: both units at 53.896666666667 m3/s on penstock 1 (loss 0.001), start
    // level 900 m, outlet line 672 m: eff_head 216.38059728889 m, production 108.06201916296 MW.
    const plant = model.plants![0];
    const h = netHead(plant, 900, 2 * 53.896666666667, 0.001, 2 * 53.896666666667);
    expect(h).toBeCloseTo(216.38059728889, 8);
    expect(unitPower(u, 53.896666666667, h)).toBeCloseTo(108.06201916296, 8);
  });

  it('names every error of the head data', () => {
    const m = headTestModel();
    const bad = testTurbine('a');
    const errs = headErrors({
      ...m,
      units: [
        {
          ...bad,
          turbEffCurves: effCurves(
            [
              200,
              [
                [5, 80],
                [4, 101],
              ],
            ],
            [
              100,
              [
                [5, 80],
                [10, 90],
              ],
            ],
          ),
          genEffCurve: [{ p: 10, eff: 0 }],
        },
        testTurbine('b'),
      ],
    });
    expect(errs).toEqual([
      'Unit a: turbine efficiency heads must be increasing',
      'Unit a at head 200 m: discharge must be increasing',
      'Unit a at head 200 m: efficiency must be within 0-100 % and discharge not negative',
      'Unit a: generator efficiency must be within 0-100 % (above 0)',
    ]);
    expect(headErrors(m)).toEqual([]);
    expect(headErrors({ ...m, plants: [{ ...m.plants![0], penstocks: [{ loss: 0.02, units: ['a'] }] }] })).toEqual([
      "Unit b has efficiency curves but is on no plant's penstock",
    ]);
  });
});
