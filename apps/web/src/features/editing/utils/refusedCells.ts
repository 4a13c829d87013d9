import type { OverrideCell } from '@penstock/domain';
import { isApiError } from '@/api/ApiError';

/** A saved cell the server refused, with its reason (e.g. a value the unit cannot follow). */
export interface RefusedCell {
  cell: OverrideCell;
  message: string;
}

/**
 * The cells a 400 answer to a save names (`errors[].path` = `cells.<i>.value`), matched back to
 * the cells that were sent; empty for any other failure.
 */
export function refusedCells(error: unknown, sent: readonly OverrideCell[]): RefusedCell[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e: { path?: unknown; message?: unknown }) => {
    const m = typeof e.path === 'string' ? /^cells\.(\d+)\.value$/.exec(e.path) : null;
    const cell = m ? sent[Number(m[1])] : undefined;
    return cell ? [{ cell, message: String(e.message) }] : [];
  });
}
