/** Query keys of plants administration, nested under the plant view. */
export const plantAdminKeys = {
  all: ['plantAdmin'] as const,
  plant: (portfolioId: string, plantViewId: string) =>
    [...plantAdminKeys.all, 'plant', portfolioId, plantViewId] as const,
  part: (portfolioId: string, plantViewId: string, ...what: string[]) =>
    [...plantAdminKeys.plant(portfolioId, plantViewId), ...what] as const,
};
