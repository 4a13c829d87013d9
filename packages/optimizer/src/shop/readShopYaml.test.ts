import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readShopYaml } from './readShopYaml.js';

const basic = () => readFileSync(new URL('../fixtures/shop/basic_model.yaml', import.meta.url), 'utf8');

describe('reading a SHOP model (YAML standard)', () => {
  it('reads the basic example: topology, volumes in m3, series per hour, head data, iterations', () => {
    const { model } = readShopYaml(basic());
    expect(model.steps).toBe(72);
    expect(model.start).toBe(Date.UTC(2018, 0, 23));
    expect(model.reservoirs.map((r) => [r.id, r.spillTo])).toEqual([
      ['Reservoir1', 'Reservoir2'],
      ['Reservoir2', null],
    ]);
    // start_head 900 m on vol_head (898 m: 30.36 Mm3, 902 m: 35.18 Mm3): 32.77 Mm3, SHOP's start storage
    expect(model.reservoirs[0].initialContent).toBeCloseTo(32.77e6, 0);
    expect(model.reservoirs[0].hardMaxContent).toBe(39e6);
    expect(model.reservoirs[1].inflow).toEqual(new Array(72).fill(60));
    expect((model.price as number[]).slice(0, 2)).toEqual([32.992, 31.122]);
    expect(model.plants!.map((p) => p.penstocks.map((ps) => [ps.loss, ps.units.length]))).toEqual([
      [[0.001, 2]],
      [
        [0.0001, 1],
        [0.0002, 3],
      ],
    ]);
    const g = model.units.find((u) => u.id === 'Plant2_Generator1')!;
    expect([g.upstream, g.downstream, g.runMinPower, g.pMax]).toEqual(['Reservoir2', null, 100, 180]);
    expect(model.constraints!.filter((c) => c.kind === 'START_COST').map((c) => (c.value as number[])[0])).toEqual([
      500, 500, 600, 200, 200, 200,
    ]);
    expect(model.head).toEqual({ fullIterations: 5, maxIncrementalIterations: 3 });
  });

  it('values water left at the end as SHOP does: its published conversion factors and global water values', () => {
    const { endValues, model } = readShopYaml(basic());
    // basic_model_results.yaml: energy_conversion_factor 583.00062958952 and 205.22491585375 MWh/Mm3,
    // calc_global_water_value 19542.268046223 and 2052.2491585375 EUR/Mm3
    expect(endValues.Reservoir1.conversionFactor).toBeCloseTo(583.00062958952, 2);
    expect(endValues.Reservoir2.conversionFactor).toBeCloseTo(205.22491585375, 2);
    expect(endValues.Reservoir1.globalWaterValue).toBeCloseTo(19542.268046223, 0);
    expect(model.reservoirs[1].terminalWaterValue! * 1e6).toBeCloseTo(2052.2491585375, 1);
  });

  it('names what it does not model, and says what is wrong with bad input', () => {
    const { warnings } = readShopYaml(basic());
    expect(warnings).toContain('SHOP reservoir Reservoir1: not modelled: flow_descr');
    expect(warnings).toContain('SHOP generator Plant1_Generator1: not modelled: p_nom');
    expect(warnings).toContain('SHOP market Day_ahead: not modelled: load, max_buy, buy_price');
    expect(() => readShopYaml(basic().replace('timeunit: hour', 'timeunit: minute'))).toThrow(
      'SHOP model: timeunit minute is not supported (hour)',
    );
    expect(() => readShopYaml(basic().replace('max_vol: 39', 'max_vol: lots'))).toThrow(
      'reservoir Reservoir1 max_vol must be a number',
    );
  });
});
