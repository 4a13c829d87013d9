import { Temporal } from 'temporal-polyfill';
import { startOfToday } from '../constraints/constraintRules.js';
import { featureAvailable, MODULE_INFO, type ModuleStates } from '../productModules.js';
import { livePastDenied, pastCreateDenied, type PastEditContext } from '../pastEdits.js';

/**
 * Editing rules of maintenance outages (spec 2 sections 4 and 6, issue 13), shared by the server (which
 * enforces them) and the web (which disables what would be refused). Messages are the user's words.
 *
 * - Creating an outage that starts before today 00:00 in the plant's zone needs createInPast (admins,
 *   or anyone while the plant is in Setup); today's earlier hours are open to all writers, so a failure
 *   at 06:00 can be recorded at 08:00.
 * - When the plant is Live only the future can be changed: the outage's effect before now (unit,
 *   remaining power, start, end up to now, active or not) must stay as it was, unless the user may
 *   create in the past (admins). Ending an ongoing outage now, or moving or deactivating one that has not
 *   started, is a change of the future.
 * - In other states moving the start earlier, before today 00:00, is creating in the past.
 * - createMaintenanceFuture (spec 1 section 6, "granted only to non-plus users", a reported quirk) is not
 *   enforced: it would stop admins and plus-tier users from recording a planned revision, and plans would
 *   then ignore a real outage. The basic limit is the 14-day maintenance planning horizon of the
 *   optimal timing search (BASIC_MAINTENANCE_HORIZON_DAYS), which the plant's maintenance_planning
 *   module widens (maintenanceHorizonEnd).
 */
export const BASIC_MAINTENANCE_HORIZON_DAYS = 14;
/** With maintenance_planning: as far as the optimal timing search reaches (its range limit, one leap year). */
export const MODULE_MAINTENANCE_HORIZON_DAYS = 366;

/**
 * End (UTC ms, exclusive) of the window optimal maintenance timings may search: the end of the
 * BASIC_MAINTENANCE_HORIZON_DAYS-th day after today in the plant's zone, or of the 366th when the
 * plant's maintenance_planning module is ACTIVE or in TRIAL. Today counts as day 0, so a search
 * started this afternoon still covers 14 whole days.
 */
export function maintenanceHorizonEnd(now: number, zone: string, states: ModuleStates): number {
  const days = featureAvailable('optimalMaintenanceTiming', states)
    ? MODULE_MAINTENANCE_HORIZON_DAYS
    : BASIC_MAINTENANCE_HORIZON_DAYS;
  const today = Temporal.Instant.fromEpochMilliseconds(startOfToday(now, zone)).toZonedDateTimeISO(zone);
  return today.add({ days: days + 1 }).epochMilliseconds;
}

/** The 403 detail of an optimal timing search reaching past the plant's horizon, or null. */
export function maintenanceHorizonDenial(
  endTs: number,
  now: number,
  zone: string,
  states: ModuleStates,
  plantName: string,
): string | null {
  if (endTs <= maintenanceHorizonEnd(now, zone, states)) return null;
  if (featureAvailable('optimalMaintenanceTiming', states))
    return `Optimal maintenance timings reach at most ${MODULE_MAINTENANCE_HORIZON_DAYS} days ahead`;
  return `Without ${MODULE_INFO.maintenance_planning.label}, optimal maintenance timings reach ${BASIC_MAINTENANCE_HORIZON_DAYS} days ahead for ${plantName}. Upgrade product modules to plan further.`;
}

export const PAST_CREATE_DENIED = pastCreateDenied('Maintenance');
export const LIVE_PAST_DENIED = livePastDenied('a maintenance');

export type MaintenanceEditContext = PastEditContext;

export interface OutageState {
  turbine_id: string;
  status: string;
  remaining_power: number;
  start_timestamp_millis: number;
  end_timestamp_millis: number | null;
}

export function checkMaintenanceCreate(
  ctx: MaintenanceEditContext,
  body: Pick<OutageState, 'start_timestamp_millis'>,
): string | null {
  return body.start_timestamp_millis < startOfToday(ctx.now, ctx.zone) && !ctx.createInPast ? PAST_CREATE_DENIED : null;
}

/** What the outage did before `now`, as a comparable key ('' when it did nothing then). */
function pastEffect(o: OutageState, now: number): string {
  if (o.status !== 'Active' || o.start_timestamp_millis >= now) return '';
  const end = Math.min(o.end_timestamp_millis ?? Infinity, now);
  return JSON.stringify([o.turbine_id, o.remaining_power, o.start_timestamp_millis, end]);
}

export function checkMaintenanceUpdate(
  ctx: MaintenanceEditContext,
  before: OutageState,
  after: OutageState,
): string | null {
  if (ctx.createInPast) return null;
  if (ctx.plantState === 'Live' && pastEffect(before, ctx.now) !== pastEffect(after, ctx.now)) return LIVE_PAST_DENIED;
  const today = startOfToday(ctx.now, ctx.zone);
  if (after.start_timestamp_millis < today && after.start_timestamp_millis < before.start_timestamp_millis)
    return PAST_CREATE_DENIED;
  return null;
}
