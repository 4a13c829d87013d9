import type { GridReserve, OptimizerModel } from '@penstock/optimizer';
import { Temporal } from 'temporal-polyfill';
import type { Db, Executor } from '../../db/schema.js';
import { createGridReservesRepo, type GridReserveRow } from './gridReserves.repo.js';

/** What a run records about each reserve it held (run inputs and log). */
export interface UsedReserve {
  id: string;
  product_name: string;
  direction: GridReserveRow['direction'];
  mode: GridReserveRow['mode'];
  power_unit_id: string;
  /** steps of the horizon the reserve is valid in */
  steps: number;
}

/**
 * Step (from the model's start) at which the first block of `hours` starts: blocks start at the plant
 * zone's midnight of the start's day and every `hours` after it (elapsed time: on a day with a clock
 * change the later blocks of that day are an hour off the wall clock, as a fixed block length in steps
 * cannot follow it).
 */
export function blockOffsetOf(start: number, stepSeconds: number, hours: number, zone: string): number {
  const midnight = Temporal.Instant.fromEpochMilliseconds(start)
    .toZonedDateTimeISO(zone)
    .startOfDay().epochMilliseconds;
  const blockSteps = (hours * 3600) / stepSeconds;
  const into = Math.round((start - midnight) / (stepSeconds * 1000)) % blockSteps;
  return (blockSteps - into) % blockSteps;
}

/** One stored reserve as the optimiser's GridReserve over the model's horizon. */
export function toModelReserve(r: GridReserveRow, model: OptimizerModel, zone: string): GridReserve {
  const stepMs = model.stepSeconds * 1000;
  const valid = (i: number) => {
    const t = model.start + i * stepMs;
    return t >= r.start_ts.getTime() && t < r.end_ts.getTime();
  };
  const series = (v: number) => Array.from({ length: model.steps }, (_, i) => (valid(i) ? v : null));
  const mw = r.mw ?? r.unit_p_max ?? 0;
  const first = Math.max(0, Math.ceil((r.start_ts.getTime() - model.start) / stepMs));
  const last = Math.min(model.steps, Math.ceil((r.end_ts.getTime() - model.start) / stepMs));
  return {
    id: r.id,
    label: `${r.product_name} ${r.direction} (${r.mode}) on ${r.unit_name}`,
    unit: r.control_unit_id,
    product: r.product_name,
    direction: r.direction,
    type: r.reserve_type,
    mode: r.mode,
    blockSteps: (r.hourly_schedule * 3600) / model.stepSeconds,
    blockOffset: blockOffsetOf(model.start, model.stepSeconds, r.hourly_schedule, zone),
    mw: series(mw),
    capacityPrice: series(r.capacity_price),
    ...(r.min_bid_mw > 0 ? { minBid: r.min_bid_mw } : {}),
    ...(r.bid_step_mw > 0 ? { bidStep: r.bid_step_mw } : {}),
    activationFactor: r.activation_factor,
    activationCompensation: r.activation_compensation,
    fromStep: first,
    toStep: last,
  };
}

/**
 * Every Active grid reserve of the plant overlapping the model's horizon, as `model.reserves`
 * (co-optimised with energy in the same solve): included obligations hold their MW in their validity,
 * additional offers may hold up to their MW (the unit's p_max without one) at their capacity price.
 * Blocks start at the plant zone's midnight and every hourly_schedule hours (blockOffsetOf). Answers
 * what was used with lines for the run's log.
 */
export async function modelReserves(
  db: Executor,
  physicalPlantId: string,
  model: OptimizerModel,
): Promise<{ used: UsedReserve[]; notes: string[] }> {
  const end = model.start + model.steps * model.stepSeconds * 1000;
  const rows = await createGridReservesRepo(db as Db).list(
    { physicalPlantIds: [physicalPlantId], status: 'Active', from: model.start, to: end },
    db,
  );
  const inModel = new Set(model.units.map((u) => u.id));
  const held = rows.filter((r) => inModel.has(r.control_unit_id));
  if (!held.length) return { used: [], notes: ['grid reserves: none in the horizon'] };
  const zone = model.timeZone ?? 'UTC';
  const reserves = held.map((r) => toModelReserve(r, model, zone));
  Object.assign(model, { reserves: [...(model.reserves ?? []), ...reserves] });
  const used = held.map((r, k) => ({
    id: r.id,
    product_name: r.product_name,
    direction: r.direction,
    mode: r.mode,
    power_unit_id: r.control_unit_id,
    steps: (reserves[k].toStep ?? model.steps) - (reserves[k].fromStep ?? 0),
  }));
  const notes = held.map(
    (r, k) =>
      `grid reserve ${reserves[k].label}: ${r.mode === 'included' ? `${r.mw} MW held` : `up to ${r.mw ?? r.unit_p_max ?? 0} MW offered at ${r.capacity_price}/MW/h`} in ${used[k].steps} of ${model.steps} steps, ${r.hourly_schedule} h blocks`,
  );
  return { used, notes };
}
