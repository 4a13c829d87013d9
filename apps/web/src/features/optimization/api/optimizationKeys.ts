/** Query keys of optimisation runs. */
export const optimizationKeys = {
  all: ['optimization'] as const,
  runs: (portfolioId: string, plantViewId: string) => [...optimizationKeys.all, portfolioId, plantViewId, 'runs'] as const,
  comparison: (portfolioId: string, plantViewId: string, runId: string) => [...optimizationKeys.all, portfolioId, plantViewId, 'comparison', runId] as const,
};

/** dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}/optimization[/...] */
export const optimizationPath = (portfolioId: string, plantViewId: string, rest = '') =>
  `dashboard-v3/portfolio/${encodeURIComponent(portfolioId)}/plant/${encodeURIComponent(plantViewId)}/optimization${rest}`;
