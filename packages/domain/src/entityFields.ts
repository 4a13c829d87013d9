import { z } from 'zod';

/**
 * Field groups of editable entity rows (optimistic concurrency and who saved them, see history.ts and
 * docs/mechanisms.md "Entities with history"). Spread them into a row's or a write body's schema, so
 * a group that means one thing is written once.
 */

/** The version a row answers: send it back with a write, which is 409 when someone changed it since. */
export const rowVersion = { version: z.number().int() };

/** The row's version, who saved it last (account e-mail, or 'scheduler') and when (UTC epoch ms). */
export const savedStamp = { ...rowVersion, updated_by: z.string().nullable(), updated_at: z.number() };

/** The stamp of a row that may never have been saved (settings not set yet: no time, version 0). */
export const savedStampOrNever = { ...savedStamp, updated_at: z.number().nullable() };

/** The stamp of a row its creator is kept of (entities the operators add: outages, reserves). */
export const createdSavedStamp = {
  ...rowVersion,
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  updated_at: z.number(),
};

/** A write body's version: the one the client loaded (0: not created yet); without it the write is not checked. */
export const writeVersion = { version: z.number().int().min(0).optional() };

/** A `pick`/`partial` mask of these fields, e.g. fieldMask(CONTROL_UNIT_LIMITS) (the unit's limits). */
export const fieldMask = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((n) => [n, true])) as Record<K, true>;

/** How many of something belong to a row (portfolios of a customer, plant views of a portfolio, ...). */
export const countSchema = z.number().int();

/** What a portfolio holds, as the admin lists count it. */
export const portfolioCounts = {
  /** plant views in the portfolio */
  plant_views: countSchema,
  /** accounts linked to it (users and API service accounts) */
  accounts: countSchema,
};
