import { z } from 'zod';

/**
 * Entities with history (constraints, outages, reserves, bids, modules, plant state, topology,
 * settings, tasks): every change of a row is kept with who and when, and writes carry the
 * `version` the client loaded (optimistic concurrency).
 *
 *   GET  .../<entity>/history  -> HistoryEntry[] (newest first)
 *   PATCH .../<entity>  {..., version}  -> 409 StaleWrite when someone changed it after `version`
 */
export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const historyEntrySchema = z.object({
  entity_id: z.string(),
  /** the row's version after this change (1 = created) */
  version: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  /** UTC epoch ms */
  changed_at: z.number(),
  /** account e-mail, or 'scheduler' */
  changed_by: z.string().nullable(),
  /** each changed field with its value before and after (a create lists every field from null) */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historySchema = z.array(historyEntrySchema);

/** The version field of a write body or query: the version the client loaded (0: not created yet). */
export const versionSchema = z.coerce.number().int().min(0).max(2_147_483_647);

/** 409 for a write based on an old version: who changed it last and when; nothing was saved. */
export const staleWriteSchema = z.object({
  detail: z.string(),
  /** the version stored now */
  version: z.number().int(),
  changed_by: z.string().nullable(),
  /** UTC epoch ms */
  changed_at: z.number().nullable(),
});
export type StaleWrite = z.infer<typeof staleWriteSchema>;
