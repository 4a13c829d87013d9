import type { GridReserveSchedule } from '@penstock/domain';
import type { DataFrame } from '@/features/series/utils/dataFrame';

export type ScheduledReserve = GridReserveSchedule['reserves'][number];

/** Upward and downward MW held per bucket start by a unit's reserves (symmetric counts both ways). */
export function heldByTime(reserves: readonly ScheduledReserve[]) {
  const up = new Map<number, number>();
  const down = new Map<number, number>();
  const add = (m: Map<number, number>, ts: number, mw: number) => m.set(ts, (m.get(ts) ?? 0) + mw);
  for (const r of reserves)
    for (const s of r.steps) {
      if (r.direction !== 'negative') add(up, s.ts, s.held_mw);
      if (r.direction !== 'positive') add(down, s.ts, s.held_mw);
    }
  return { up, down };
}

const frame = (base: DataFrame, key: string, quantity: string, values: (number | null)[]): DataFrame => ({
  key: `${base.key}|${key}`,
  componentId: base.componentId,
  componentName: base.componentName,
  componentType: base.componentType,
  quantity,
  kind: 'plan',
  unit: 'MW',
  time: base.time,
  values,
});

/**
 * A unit's plan with the room its reserves keep (issue 24): the planned generation, the headroom
 * ceiling (plan + upward held: the most the unit may be asked to reach) and the footroom floor (plan -
 * downward held), only where a reserve is held; and one frame per reserve with its held MW. Columnar
 * frames on the plan's time axis; a bucket without plan or without reserve is a gap.
 */
export function unitPlanFrames(plan: DataFrame, reserves: readonly ScheduledReserve[]): DataFrame[] {
  const { up, down } = heldByTime(reserves);
  const shifted = (held: Map<number, number>, sign: 1 | -1) =>
    plan.time.map((ts, i) => {
      const v = plan.values[i];
      const h = held.get(ts);
      return v === null || v === undefined || !h ? null : v + sign * h;
    });
  const frames = [frame(plan, 'plan', 'power', plan.values)];
  if (up.size) frames.push(frame(plan, 'ceiling', 'headroom', shifted(up, 1)));
  if (down.size) frames.push(frame(plan, 'floor', 'footroom', shifted(down, -1)));
  return frames;
}

/** One frame per reserve: its held MW per bucket (0 outside its blocks), on its own time axis. */
export function heldFrames(reserves: readonly ScheduledReserve[]): DataFrame[] {
  return reserves.map((r) => ({
    key: `held|${r.grid_reserve_id}`,
    componentId: r.grid_reserve_id,
    componentName: `${r.product_name} ${r.direction}`,
    componentType: null,
    quantity: 'reserve',
    kind: 'plan',
    unit: 'MW',
    time: r.steps.map((s) => s.ts),
    values: r.steps.map((s) => s.held_mw),
  }));
}
