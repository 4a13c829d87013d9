/** Query keys of reporting. */
export const reportingKeys = {
  all: ['reporting'] as const,
  report: (portfolioId: string, plantViewId: string | null, startTs: number, endTs: number) =>
    [...reportingKeys.all, portfolioId, plantViewId ?? 'portfolio', startTs, endTs] as const,
};
