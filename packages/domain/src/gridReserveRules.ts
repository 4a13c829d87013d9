import { Temporal } from 'temporal-polyfill';
import { startOfToday } from './constraints/constraintRules.js';
import { livePastDenied, pastCreateDenied, type PastEditContext } from './pastEdits.js';

/**
 * Rules of grid reserves (spec 2 sections 3, 4 and 6; issue 24), shared by the server (which enforces
 * them) and the web (which shows them in the form). Messages are the user's words.
 */

/** A field and why its value is refused (the server answers 400 problem details naming it). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** MW comparisons tolerate rounding of decimal steps (0.1 x 3). */
const EPS = 1e-9;

/** Whether `mw` is a whole multiple of `step` (any value when the step is 0). */
export function isBidMultiple(mw: number, step: number): boolean {
  if (!(step > 0)) return true;
  const k = mw / step;
  return Math.abs(k - Math.round(k)) <= EPS * Math.max(1, Math.abs(k));
}

/**
 * Whether `ts` starts a block of `hours` in `zone`: a whole local hour that is a multiple of `hours`
 * after local midnight (every 4 hours: 00:00, 04:00, 08:00 ... wall clock). Our choice: the validity
 * must sit on block boundaries (400 otherwise, naming the boundaries around it), not be snapped, so
 * what is stored is what the trader sold.
 */
export function isBlockBoundary(ts: number, hours: number, zone: string): boolean {
  const t = Temporal.Instant.fromEpochMilliseconds(ts).toZonedDateTimeISO(zone);
  return t.minute === 0 && t.second === 0 && t.millisecond === 0 && t.hour % hours === 0;
}

/** The block boundaries at or before and after `ts` (for the message of a misplaced time). */
export function blockBoundariesAround(ts: number, hours: number, zone: string): [number, number] {
  const t = Temporal.Instant.fromEpochMilliseconds(ts).toZonedDateTimeISO(zone);
  const h0 = Math.floor(t.hour / hours) * hours;
  const at = (h: number) => t.with({ hour: h, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  const after =
    h0 + hours >= 24 ? t.toPlainDate().add({ days: 1 }).toZonedDateTime({ timeZone: zone }) : at(h0 + hours);
  return [at(h0).epochMilliseconds, after.epochMilliseconds];
}

export interface ReserveFigures {
  mode: 'included' | 'additional';
  mw: number | null;
  min_bid_mw: number;
  bid_step_mw: number;
  hourly_schedule: number;
  start_ts: number;
  end_ts: number;
}

/**
 * The fields of a reserve that break its product rules, in the plant's zone: mw at least the minimum
 * bid and a multiple of the bid step, within the unit's maximum; the minimum bid itself a multiple of
 * the step; start and end on block boundaries.
 */
export function reserveFieldIssues(r: ReserveFigures, zone: string, unitPMax: number | null): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (r.mw !== null) {
    if (r.mw < r.min_bid_mw - EPS)
      out.push({ path: 'mw', message: `Must be at least the minimum bid size (${r.min_bid_mw} MW)` });
    if (!isBidMultiple(r.mw, r.bid_step_mw))
      out.push({ path: 'mw', message: `Must be a multiple of the bid step size (${r.bid_step_mw} MW)` });
    if (unitPMax !== null && unitPMax > 0 && r.mw > unitPMax + EPS)
      out.push({ path: 'mw', message: `Must be at most the unit's p_max (${unitPMax} MW)` });
  }
  if (!isBidMultiple(r.min_bid_mw, r.bid_step_mw))
    out.push({ path: 'min_bid_mw', message: `Must be a multiple of the bid step size (${r.bid_step_mw} MW)` });
  for (const f of ['start_ts', 'end_ts'] as const) {
    if (isBlockBoundary(r[f], r.hourly_schedule, zone)) continue;
    const [a, b] = blockBoundariesAround(r[f], r.hourly_schedule, zone);
    out.push({
      path: f,
      message: `Must start a block of the ${r.hourly_schedule}-hour schedule in ${zone} (00:00 and every ${r.hourly_schedule} hours), e.g. ${new Date(a).toISOString()} or ${new Date(b).toISOString()}`,
    });
  }
  return out;
}

export const RESERVE_PAST_CREATE_DENIED = pastCreateDenied('Grid reserves');
export const RESERVE_LIVE_PAST_DENIED = livePastDenied('a grid reserve');

export type ReserveEditContext = PastEditContext;

/** What decides a reserve's effect on the plan. */
export type ReserveState = ReserveFigures & {
  power_unit_id: string;
  status: string;
  direction: string;
  reserve_type: string;
  product_name: string;
  capacity_price: number;
  activation_factor: number;
  activation_compensation: number;
};

export function checkReserveCreate(ctx: ReserveEditContext, r: Pick<ReserveState, 'start_ts'>): string | null {
  return r.start_ts < startOfToday(ctx.now, ctx.zone) && !ctx.createInPast ? RESERVE_PAST_CREATE_DENIED : null;
}

/** What the reserve did before `now`, as a comparable key ('' when it did nothing then). */
function pastEffect(r: ReserveState | null, now: number): string {
  if (!r || r.status !== 'Active' || r.start_ts >= now) return '';
  const { status: _s, end_ts, ...rest } = r;
  return JSON.stringify(Object.entries({ ...rest, end: Math.min(end_ts, now) }).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Why a change (after null: a delete) is refused, or null. As maintenance (spec 2 section 4): when the
 * plant is Live only the future changes, so what the reserve did before now must stay (unless the user
 * may create in the past); in other states moving the start earlier, before today, is creating in the past.
 */
export function checkReserveUpdate(
  ctx: ReserveEditContext,
  before: ReserveState,
  after: ReserveState | null,
): string | null {
  if (ctx.createInPast) return null;
  if (ctx.plantState === 'Live' && pastEffect(before, ctx.now) !== pastEffect(after, ctx.now))
    return RESERVE_LIVE_PAST_DENIED;
  if (after && after.start_ts < startOfToday(ctx.now, ctx.zone) && after.start_ts < before.start_ts)
    return RESERVE_PAST_CREATE_DENIED;
  return null;
}
