import { cannotProcess, type GridReserveCosts, type GridReserveCostsBody } from '@penstock/domain';
import { reserveOpportunityCost, type GridReserve } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { invalidFields } from '../../http/httpError.js';
import { replanModelOfRange } from '../optimization/index.js';
import type { PlantViewRow } from '../plants/index.js';
import { reserveFieldIssues } from '@penstock/domain';
import { droopLimit, modelBlocks } from './modelReserves.js';

const H = 3_600_000;
/** Hours planned after the asked blocks, so the water their holding moves is valued by the plan, not by the horizon's end. */
export const COSTS_TAIL_HOURS = 48;
/** Longest horizon re-solved (from the plan's start to the tail's end). */
export const COSTS_MAX_HOURS = 21 * 24;

/** The default block length: the range's when it divides a day, else an hour. */
function scheduleOf(b: GridReserveCostsBody): number {
  if (b.hourly_schedule !== undefined) return b.hourly_schedule;
  const hours = (b['end-ts'] - b['start-ts']) / H;
  return Number.isInteger(hours) && hours <= 24 && 24 % hours === 0 ? hours : 1;
}

/**
 * Opportunity cost of holding `mw` more of a product on a unit over [start-ts, end-ts) (spec 2 section 7,
 * grid-reserve-costs): the plant's model as a run builds it (its reserves, outages, constraints,
 * overrides), from the latest measured state to COSTS_TAIL_HOURS after end-ts, solved without and with
 * the extra obligation (reserveOpportunityCost: two solves in the optimiser's worker threads, each
 * with a run's work budget). cost = objective without - objective with; per MW and hour: the capacity
 * price that pays for holding it.
 */
export async function reserveCosts(
  db: Executor,
  view: PlantViewRow,
  unit: { id: string; p_max: number | null; droop: number | null },
  body: GridReserveCostsBody,
  opts: { now: number; signal: AbortSignal },
): Promise<GridReserveCosts> {
  const hours = scheduleOf(body);
  const issues = reserveFieldIssues(
    {
      mode: 'included',
      mw: body.mw,
      min_bid_mw: 0,
      bid_step_mw: 0,
      hourly_schedule: hours,
      start_ts: body['start-ts'],
      end_ts: body['end-ts'],
    },
    view.market_timezone,
    unit.p_max,
  ).map((i) => ({ ...i, path: i.path === 'start_ts' ? 'start-ts' : i.path === 'end_ts' ? 'end-ts' : i.path }));
  if (issues.length) throw invalidFields('body', issues);
  const { model, start } = await replanModelOfRange(db, view, body, {
    now: opts.now,
    part: 'body',
    tailHours: COSTS_TAIL_HOURS,
    maxHours: COSTS_MAX_HOURS,
    texts: {
      beforeStart: (iso) => `Must not be before the plan's start (${iso}, the latest measured content)`,
      tooLong: `Re-solving covers at most ${COSTS_MAX_HOURS / 24} days from the plan's start`,
    },
  });
  const stepMs = model.stepSeconds * 1000;
  const from = Math.round((body['start-ts'] - start) / stepMs);
  const to = Math.round((body['end-ts'] - start) / stepMs);
  const extra: GridReserve = {
    id: 'grid-reserve-costs',
    label: `${body.product} ${body.direction} (asked) on ${unit.id}`,
    unit: unit.id,
    product: body.product,
    direction: body.direction,
    type: body.reserve_type,
    mode: 'included',
    ...modelBlocks(model, hours, view.market_timezone),
    mw: Array.from({ length: model.steps }, (_, i) => (i >= from && i < to ? body.mw : null)),
    activationFactor: body.activation_factor,
    activationCompensation: body.activation_compensation,
    fromStep: from,
    toStep: to,
    ...droopLimit(body.product, unit.droop, unit.p_max),
  };
  opts.signal.throwIfAborted();
  const r = await reserveOpportunityCost(model, extra, { signal: opts.signal });
  if (r.status !== 'OPTIMAL')
    throw cannotProcess(`The plan could not be solved (${r.status}): ${r.messages.slice(0, 3).join('; ')}`);
  return {
    objective_without: r.objectiveWithout,
    objective_with: r.objectiveWith,
    cost_eur: r.cost,
    cost_eur_per_mw_h: r.costPerMwHour,
    currency: view.currency,
    horizon_start: model.start,
    horizon_end: model.start + model.steps * stepMs,
    shortfall_mw: Number.isFinite(r.shortfall) ? r.shortfall : 0,
    gap_without: r.gapWithout,
    gap_with: r.gapWith,
  };
}
