/** Query keys of optimisation runs. */
export const optimizationKeys = {
  all: ['optimization'] as const,
  runs: (portfolioId: string, plantViewId: string) => [...optimizationKeys.all, portfolioId, plantViewId, 'runs'] as const,
  comparison: (portfolioId: string, plantViewId: string, runId: string) => [...optimizationKeys.all, portfolioId, plantViewId, 'comparison', runId] as const,
};

