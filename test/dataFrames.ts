// DataFrames for unit tests of what reads series (charts, exports, plan frames).
import type { ComponentType, SeriesKind } from '@penstock/domain';
import type { DataFrame } from '@/features/series/utils/dataFrame';

/** One component's series as the web holds it, from its points [ts, value]; the key is the web's own. */
export function testFrame(
  component: { id: string; name: string; type: ComponentType },
  series: { quantity: string; kind: SeriesKind; unit: string },
  points: readonly (readonly [number, number | null])[],
): DataFrame {
  return {
    key: `${component.id}|${series.quantity}|${series.kind}`,
    componentId: component.id,
    componentName: component.name,
    componentType: component.type,
    ...series,
    time: points.map(([ts]) => ts),
    values: points.map(([, v]) => v),
  };
}
