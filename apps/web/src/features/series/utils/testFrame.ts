import type { DataFrame } from './dataFrame';

const H = 3_600_000;

/**
 * A DataFrame for tests: the quantity, kind and values, anything else given; by default a
 * plant-level frame without unit, one value an hour from 0, keyed as toDataFrame keys.
 */
export function testFrame(
  frame: Pick<DataFrame, 'quantity' | 'kind' | 'values'> & Partial<Omit<DataFrame, 'quantity' | 'kind' | 'values'>>,
): DataFrame {
  return {
    key: `${frame.componentId ?? 'plant'}|${frame.quantity}|${frame.kind}`,
    componentId: null,
    componentName: null,
    componentType: null,
    unit: '',
    time: frame.values.map((_, i) => i * H),
    ...frame,
  };
}
