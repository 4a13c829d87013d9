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
 * zone's midnight of the start's day and every `hours` after it (elapsed time; modelBlocks adds the
 * wall-clock starts where a clock change moves them).
 */
export function blockOffsetOf(start: number, stepSeconds: number, hours: number, zone: string): number {
  const midnight = Temporal.Instant.fromEpochMilliseconds(start)
    .toZonedDateTimeISO(zone)
    .startOfDay().epochMilliseconds;
  const blockSteps = (hours * 3600) / stepSeconds;
  const into = Math.round((start - midnight) / (stepSeconds * 1000)) % blockSteps;
  return (blockSteps - into) % blockSteps;
}

/**
 * Blocks of `hours` on the plant zone's wall clock (00:00-03:59, 04:00-07:59, ... local): the fixed
 * block length and offset, and where a clock change in the horizon moves the boundaries off that
 * grid, the steps at which blocks start (a 23-hour day's first 4-hour block is 3 hours long, a
 * 25-hour day's 5). A local time the clocks skip starts its block at the hour after the change.
 */
export function modelBlocks(
  model: Pick<OptimizerModel, 'start' | 'stepSeconds' | 'steps'>,
  hours: number,
  zone: string,
): Pick<GridReserve, 'blockSteps' | 'blockOffset' | 'blockStarts'> {
  const { start, stepSeconds, steps } = model;
  const stepMs = stepSeconds * 1000;
  const blockSteps = (hours * 3600) / stepSeconds;
  const blockOffset = blockOffsetOf(start, stepSeconds, hours, zone);
  const end = start + steps * stepMs;
  const starts: number[] = [];
  for (
    let day = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(zone).startOfDay();
    day.epochMilliseconds < end;
    day = day.add({ days: 1 }).startOfDay()
  )
    for (let h = 0; h < 24; h += hours) {
      const step = Math.ceil((day.with({ hour: h }).epochMilliseconds - start) / stepMs);
      if (step > 0 && step < steps && step !== starts.at(-1)) starts.push(step);
    }
  const fixed = starts.every((s) => (s - blockOffset) % blockSteps === 0);
  return { blockSteps, blockOffset, ...(fixed ? {} : { blockStarts: starts }) };
}

/**
 * Frequency deviation at which an FCR product is fully activated, Hz (the droop limit's deltaF):
 * Nordic FCR-N at 0.1 Hz, FCR-D from 49.9 to 49.5 Hz (0.4), any other FCR the Continental European
 * 0.2 Hz. Not FCR (aFRR, mFRR): no droop limit.
 */
export function fcrDeltaF(product: string): number | undefined {
  const p = product.trim().toUpperCase();
  if (!p.startsWith('FCR')) return undefined;
  return p.startsWith('FCR-N') ? 0.1 : p.startsWith('FCR-D') ? 0.4 : 0.2;
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
    ...modelBlocks(model, r.hourly_schedule, zone),
    mw: series(mw),
    capacityPrice: series(r.capacity_price),
    ...(r.min_bid_mw > 0 ? { minBid: r.min_bid_mw } : {}),
    ...(r.bid_step_mw > 0 ? { bidStep: r.bid_step_mw } : {}),
    activationFactor: r.activation_factor,
    activationCompensation: r.activation_compensation,
    fromStep: first,
    toStep: last,
    ...droopLimit(r.product_name, r.unit_droop, r.unit_p_max),
  };
}

/** An FCR product on a unit with a droop: r <= 2 x deltaF x p_max / droop (SHOP); else no limit. */
export function droopLimit(
  product: string,
  droop: number | null,
  pMax: number | null,
): Pick<GridReserve, 'droop' | 'deltaF' | 'nominalPower'> {
  const deltaF = fcrDeltaF(product);
  if (deltaF === undefined || !(droop !== null && droop > 0)) return {};
  return { droop, deltaF, ...(pMax !== null ? { nominalPower: pMax } : {}) };
}

/**
 * Every Active grid reserve of the plant overlapping the model's horizon, as `model.reserves`
 * (co-optimised with energy in the same solve): included obligations hold their MW in their validity,
 * additional offers may hold up to their MW (the unit's p_max without one) at their capacity price.
 * Blocks start at the plant zone's midnight and every hourly_schedule hours, wall clock (modelBlocks). Answers
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
