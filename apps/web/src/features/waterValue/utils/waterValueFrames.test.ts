import { describe, expect, test } from 'vitest';
import type { DataFrame } from '../../series/utils/dataFrame';
import { testFrame } from '../../series/utils/testFrame';
import { validTurbine, waterValueFrames } from './waterValueFrames';

const f = (quantity: string): DataFrame =>
  testFrame({ componentId: 'r', componentName: 'R', componentType: 'RESERVOIR', quantity, kind: 'plan', values: [] });

describe('water value frames', () => {
  test('only the per-MWh water values are charted', () => {
    expect(waterValueFrames([f('water_value'), f('water_value_m3')]).map((x) => x.quantity)).toEqual(['water_value']);
  });
  test('an unknown turbine in the URL falls back to every component', () => {
    expect(validTurbine('t1', [{ id: 't1' }])).toBe('t1');
    expect(validTurbine('zz', [{ id: 't1' }])).toBeNull();
    expect(validTurbine(undefined, [{ id: 't1' }])).toBeNull();
    expect(validTurbine('t1', undefined)).toBeNull();
  });
});
