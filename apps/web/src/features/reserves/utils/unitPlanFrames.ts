import type { GridReserveSchedule } from '@penstock/domain';
import type { DataFrame } from '@/features/series/utils/dataFrame';

export type ScheduledReserve = GridReserveSchedule['reserves'][number];

/** Hours of each step: to the next step's start (the last as long as the one before; a lone step 1 h). */
const stepHours = (times: readonly number[]) =>
  times.map((ts, i) => ((times[i + 1] ?? ts + (i > 0 ? ts - times[i - 1]! : 3_600_000)) - ts) / 3_600_000);

/**
 * Per bucket start, a unit's reserves: upward and downward MW held (symmetric counts both ways) and
 * the mean MW of expected activation (upward positive), which the plan's generation already holds.
 */
export function heldByTime(reserves: readonly ScheduledReserve[]) {
  const up = new Map<number, number>();
  const down = new Map<number, number>();
  const activated = new Map<number, number>();
  const add = (m: Map<number, number>, ts: number, mw: number) => m.set(ts, (m.get(ts) ?? 0) + mw);
  for (const r of reserves) {
    const hours = stepHours(r.steps.map((s) => s.ts));
    r.steps.forEach((s, i) => {
      if (r.direction !== 'negative') add(up, s.ts, s.held_mw);
      if (r.direction !== 'positive') add(down, s.ts, s.held_mw);
      add(activated, s.ts, (s.activated_up_mwh - s.activated_down_mwh) / (hours[i] || 1));
    });
  }
  return { up, down, activated };
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
 * ceiling and the footroom floor, only where a reserve is held. The plan's generation includes the
 * expected activation; the room is kept around the market schedule (the plan without it): ceiling =
 * plan - activated + upward held (what the unit may be asked to reach, at most its available
 * maximum), floor = plan - activated - downward held. One frame per reserve with its held MW
 * besides. Columnar frames on the plan's time axis; a bucket without plan or reserve is a gap.
 */
export function unitPlanFrames(plan: DataFrame, reserves: readonly ScheduledReserve[]): DataFrame[] {
  const { up, down, activated } = heldByTime(reserves);
  const shifted = (held: Map<number, number>, sign: 1 | -1) =>
    plan.time.map((ts, i) => {
      const v = plan.values[i];
      const h = held.get(ts);
      return v === null || v === undefined || !h ? null : v - (activated.get(ts) ?? 0) + sign * h;
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
