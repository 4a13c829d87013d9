/** Query keys of optimisation run comparisons (the runs' own keys: optimizationRunsApi.keys). */
export const optimizationKeys = {
  all: ['optimization'] as const,
  comparison: (portfolioId: string, plantViewId: string, runId: string) =>
    [...optimizationKeys.all, portfolioId, plantViewId, 'comparison', runId] as const,
};
