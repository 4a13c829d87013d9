/** Query keys of the portfolio area. */
export const portfolioKeys = {
  all: ['portfolios'] as const,
  /** Per user, so a second sign-in on the same tab never sees the first user's list. */
  list: (userEmail: string) => [...portfolioKeys.all, 'list', userEmail] as const,
  plantViews: (portfolioId: string) => [...portfolioKeys.all, portfolioId, 'plant-views'] as const,
};
