import type { Portfolio } from '@penstock/domain';

/** The cockpit target of the redirect rule: the default portfolio, else the first of the list. */
export function defaultPortfolio(list: readonly Portfolio[]): Portfolio | undefined {
  return list.find((p) => p.is_default) ?? list[0];
}

/** How a portfolio is named on screen: its display name, or its id when it has none. */
export const portfolioLabel = (p: Pick<Portfolio, 'id' | 'display_name'>) => p.display_name ?? p.id;
