import { featureAvailable, moduleStatesOf, type GatedFeature } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { productModulesApi } from '../api/productModulesApi';

/**
 * Whether a feature's product module is on for the plant behind the view (domain featureAvailable,
 * the rule the server applies to the same calls). 'unknown' while loading or when the states could
 * not be loaded: the screen then shows its content and the server's answer decides.
 */
export function useFeatureGate(portfolioId: string, plantViewId: string | undefined, feature: GatedFeature) {
  const plant = useQuery({ ...productModulesApi.one({ portfolioId }, plantViewId ?? ''), enabled: !!plantViewId });
  const status: 'pending' | 'available' | 'gated' | 'unknown' = plant.isPending
    ? 'pending'
    : plant.data
      ? featureAvailable(feature, moduleStatesOf(plant.data.modules))
        ? 'available'
        : 'gated'
      : 'unknown';
  return { status, plant: plant.data };
}
