import { seriesKeys } from '@/features/series/api/seriesKeys';

/** Query keys of editing; under the plant's key so a save can refresh the plant's charts too. */
export const editingKeys = {
  plant: (portfolioId: string, plantViewId: string) =>
    [...seriesKeys.plant(portfolioId, plantViewId), 'overrides'] as const,
  info: (portfolioId: string, plantViewId: string, kind: string, quantity: string, startTs: number, endTs: number) =>
    [...editingKeys.plant(portfolioId, plantViewId), kind, quantity, startTs, endTs] as const,
};
