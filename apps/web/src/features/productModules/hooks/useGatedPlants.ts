import { featureAvailable, moduleStatesOf, type GatedFeature } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { productModulesApi } from '../api/productModulesApi';

/**
 * The portfolio's plants without a feature's product module (domain featureAvailable, the rule the
 * server applies), for a portfolio screen that shows each one the upgrade alert. `anyAvailable`: some
 * plant has it, or the states could not be read (the server then decides).
 */
export function useGatedPlants(portfolioId: string, feature: GatedFeature) {
  const plants = useQuery(productModulesApi.list({ portfolioId }));
  const gated = (plants.data ?? []).filter((p) => !featureAvailable(feature, moduleStatesOf(p.modules)));
  const anyAvailable = !plants.data || plants.data.length === 0 || gated.length < plants.data.length;
  return { pending: plants.isPending, gated, anyAvailable };
}
