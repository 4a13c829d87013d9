import * as z from 'zod/mini';

export const portfolioSchema = z.object({
  id: z.string(),
  display_name: z.nullable(z.string()),
  can_write: z.boolean(),
  is_default: z.boolean(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
export const portfolioListSchema = z.array(portfolioSchema);

/** Sorted by display name, nulls last; ties by id so the order is stable. */
export function sortPortfolios<T extends { id: string; display_name: string | null }>(list: T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.display_name === null && b.display_name === null) return a.id.localeCompare(b.id);
    if (a.display_name === null) return 1;
    if (b.display_name === null) return -1;
    return a.display_name.localeCompare(b.display_name, 'en') || a.id.localeCompare(b.id);
  });
}
