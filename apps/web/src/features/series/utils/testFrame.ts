import type { ComponentType, SeriesKind } from '@penstock/domain';
import { frameKey, type DataFrame } from './dataFrame';

const H = 3_600_000;

/**
 * A DataFrame for tests: the quantity, kind and values, anything else given; by default a
 * plant-level frame without unit, one value an hour from 0, keyed as toDataFrame keys.
 */
export function testFrame(
  frame: Pick<DataFrame, 'quantity' | 'kind' | 'values'> & Partial<Omit<DataFrame, 'quantity' | 'kind' | 'values'>>,
): DataFrame {
  return {
    key: frameKey({ component_id: frame.componentId ?? null, quantity: frame.quantity, kind: frame.kind }),
    componentId: null,
    componentName: null,
    componentType: null,
    unit: '',
    time: frame.values.map((_, i) => i * H),
    ...frame,
  };
}

/** A component's frame from its points [ts, value] (exports and tables read the times as given). */
export function componentTestFrame(
  component: { id: string; name: string; type: ComponentType },
  series: { quantity: string; kind: SeriesKind; unit: string },
  points: readonly (readonly [number, number | null])[],
): DataFrame {
  return testFrame({
    componentId: component.id,
    componentName: component.name,
    componentType: component.type,
    ...series,
    time: points.map(([ts]) => ts),
    values: points.map(([, v]) => v),
  });
}
