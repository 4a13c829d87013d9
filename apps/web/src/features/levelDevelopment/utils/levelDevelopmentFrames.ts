import type { LevelDevelopmentTask } from '@penstock/domain';
import type { DataFrame } from '@/features/series/utils/dataFrame';

/** The quantity of a simulated level frame (drawn in its own colour). */
export const SIMULATED_LEVEL = 'simulated level';

type Result = NonNullable<LevelDevelopmentTask['result']>;

/**
 * The level development as chart frames: per reservoir with a level-to-content table, the simulated
 * level (kind forecast: dotted, what would happen) and the plan's level (kind plan: dashed). The
 * chart colours a line by component and quantity, so the simulated one is its own quantity
 * (SIMULATED_LEVEL): a colour apart from the plan's, each named in the chart's legend.
 */
export function levelDevelopmentFrames(result: Result): DataFrame[] {
  return result.reservoirs
    .filter((r) => r.level.some((l) => l !== null))
    .flatMap((r) => {
      const base = {
        componentId: r.id,
        componentName: r.name,
        componentType: 'RESERVOIR' as const,
        quantity: 'level',
        unit: 'm a.s.l.',
        time: r.ts,
      };
      return [
        {
          ...base,
          key: `${r.id}|level|simulated`,
          quantity: SIMULATED_LEVEL,
          kind: 'forecast' as const,
          values: r.level,
        },
        { ...base, key: `${r.id}|level|plan`, kind: 'plan' as const, values: r.planned_level },
      ];
    });
}
