import * as z from 'zod/mini';

export const portfolioSchema = z.object({
  id: z.string(),
  display_name: z.nullable(z.string()),
  can_write: z.boolean(),
  is_default: z.boolean(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
export const portfolioListSchema = z.array(portfolioSchema);

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Sorted by display name, case-insensitively ("alpine" before "Beta"), nulls last (spec 1 section 3);
 * ties by id so the order is stable. Every list of portfolios (server and web) is ordered by this one
 * rule: SQL ORDER BY would follow the database's collation (C: every capital before "a").
 */
export function sortPortfolios<T extends { id: string; display_name: string | null }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.display_name === null && b.display_name === null) return byName.compare(a.id, b.id);
    if (a.display_name === null) return 1;
    if (b.display_name === null) return -1;
    return byName.compare(a.display_name, b.display_name) || byName.compare(a.id, b.id);
  });
}
