import { Temporal } from 'temporal-polyfill';
import type { ConstraintStatus } from './constraintSchemas.js';

/**
 * Lifecycle and editing rules of constraints (spec 2 sections 4 and 6), shared by the server (which
 * enforces them) and the web (which disables what would be refused). Messages are the user's words.
 */

/** draft -> Active -> Inactive -> (pattern changed) Active -> Inactive ...; a draft may also be deleted. */
const NEXT: Record<ConstraintStatus, readonly ConstraintStatus[]> = {
  draft: ['draft', 'Active'],
  Active: ['Active', 'Inactive'],
  Inactive: ['Inactive', 'Active'],
};
export function canTransition(from: ConstraintStatus, to: ConstraintStatus): boolean {
  return NEXT[from].includes(to);
}
export const canDelete = (status: ConstraintStatus) => status === 'draft';
/** History exists from activation on; a draft has none to show (spec 2 section 7). */
export const hasHistory = (status: ConstraintStatus) => status !== 'draft';

export interface EditContext {
  /** UTC epoch ms */
  now: number;
  /** Plant's IANA zone: "the past" starts before today's 00:00 there. */
  zone: string;
  /** The user's `createInPast` right on the plant (plantRights: admins, or anyone while the plant is in Setup). */
  createInPast: boolean;
}

/** 00:00 today in the zone, UTC epoch ms: validity starting earlier is "in the past". */
export function startOfToday(now: number, zone: string): number {
  return Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .toZonedDateTime({ timeZone: zone }).epochMilliseconds;
}

/** Live plants keep the past: a change applies from `now` on, earlier hours keep the version that applied then. */
export const changesOnlyFuture = (plantState: string) => plantState === 'Live';

/** Why a create is refused, or null. */
export function checkCreate(ctx: EditContext, body: { validity_start_timestamp_millis: number }): string | null {
  if (body.validity_start_timestamp_millis < startOfToday(ctx.now, ctx.zone) && !ctx.createInPast) {
    return 'Constraints in the past can only be created by admins or while the plant is in Setup';
  }
  return null;
}

/** Why an update (new status `to`) is refused, or null. */
export function checkUpdate(
  ctx: EditContext,
  before: { status: ConstraintStatus; validity_start_timestamp_millis: number },
  after: { status: ConstraintStatus; validity_start_timestamp_millis: number },
): string | null {
  if (!canTransition(before.status, after.status))
    return `A constraint cannot go from ${before.status} to ${after.status}`;
  const today = startOfToday(ctx.now, ctx.zone);
  // Moving the start into the past (or earlier within it) rewrites the past: same rule as creating there.
  if (
    after.validity_start_timestamp_millis < today &&
    after.validity_start_timestamp_millis < before.validity_start_timestamp_millis &&
    !ctx.createInPast
  ) {
    return 'Constraints in the past can only be created by admins or while the plant is in Setup';
  }
  return null;
}

/** One stored version of a constraint's value and pattern, applying from `effective_from` (UTC ms). */
export interface Versioned {
  effective_from: number;
}

/**
 * The version that applies at `ts`: on a Live plant the latest version made effective at or before
 * `ts` (the first version before any); otherwise always the latest (spec 2 section 4).
 */
export function versionAt<V extends Versioned>(versions: readonly V[], ts: number, plantState: string): V {
  if (!versions.length) throw new Error('A constraint has at least one version');
  const sorted = [...versions].sort((a, b) => a.effective_from - b.effective_from);
  if (!changesOnlyFuture(plantState)) return sorted[sorted.length - 1];
  let v = sorted[0];
  for (const x of sorted) if (x.effective_from <= ts) v = x;
  return v;
}

/** Types the advanced production planning module gates in the future: target levels (spec 2 section 4). */
export const isModuleGatedType = (typeName: string) => /level_target$/.test(typeName);

/**
 * Target-level constraints with future validity are not enforced without the advanced production
 * planning module (spec 2 section 4; plantRights' enforceFutureLevelTargets): their hours from `now`
 * on are left out of optimisation and violation detection (hours before the returned instant are enforced).
 */
export function enforcedUntil(typeName: string, now: number, enforceFutureLevelTargets: boolean): number {
  return isModuleGatedType(typeName) && !enforceFutureLevelTargets ? now : Infinity;
}

/** Whether the gate leaves part of this constraint unenforced: a gated type valid after `now` on a plant without the module. */
export const futurePartNotEnforced = (
  c: { type_name: string; validity_end_timestamp_millis: number | null },
  now: number,
  enforceFutureLevelTargets: boolean,
) => enforcedUntil(c.type_name, now, enforceFutureLevelTargets) < (c.validity_end_timestamp_millis ?? Infinity);
