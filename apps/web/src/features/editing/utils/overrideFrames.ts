import type { OverrideInfoFrame } from '@penstock/domain';
import type { DataFrame } from '../../series/utils/dataFrame';

/**
 * Chart frames of the edited series: per component its effective values, and a second frame with
 * only the overridden values (drawn dotted, labelled as overridden) so overrides stand out.
 */
export function overrideFrames(frames: readonly OverrideInfoFrame[]): DataFrame[] {
  const out: DataFrame[] = [];
  for (const f of frames) {
    const base = {
      componentId: f.component_id,
      componentName: f.component_name,
      componentType: f.component_type,
      quantity: f.quantity,
      unit: f.unit,
      time: f.time,
    };
    out.push({ ...base, key: `${f.component_id}|${f.quantity}|${f.kind}`, kind: f.kind, values: f.values });
    if (f.override.some((v) => v !== null))
      out.push({
        ...base,
        key: `${f.component_id}|${f.quantity}|${f.kind}|override`,
        kind: 'forecast',
        values: f.override,
      });
  }
  return out;
}

export const isOverrideFrame = (f: DataFrame) => f.key.endsWith('|override');
