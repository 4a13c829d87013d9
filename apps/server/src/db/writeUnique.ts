import type { HttpError } from '../http/httpError.js';
import { isUniqueViolation } from './databaseErrors.js';

/**
 * A write whose id or name must be free: `taken()` (the caller's 409) is thrown when `exists()` finds
 * the value before the write, and when the unique constraint refuses the write anyway (two writers
 * at once). Other failures pass through.
 *
 *   await writeUnique(() => conflict(`A portfolio with the id "${id}" exists already`), () => portfolioEntity.save(...), () => findPortfolio(id));
 */
export async function writeUnique<T>(
  taken: () => HttpError,
  write: () => Promise<T>,
  exists?: () => Promise<unknown>,
): Promise<T> {
  if (exists && (await exists())) throw taken();
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
