import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { routeDefinition } from '@penstock/domain';
import { lastPlantKey, readLocal } from '@/app/localMemory';
import { plantViewListQueryOptions } from '@/features/series/api/getPlantViewList';
import { plantSwitchHref } from '../utils/plantParam';
import { routeHref } from '../utils/routeHref';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * Switching portfolio or plant keeps the screen when it can: the same route with the other id
 * (and the other portfolio's last viewed plant, else its first, on screens that need a plant);
 * otherwise the cockpit map (a plant: plantSwitchHref). Range and timezone stay.
 */
export function useSwitchTargets() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { name, env = 'en', params, search } = useCurrentRoute();
  const go = (href: string) => void router.navigate({ href });

  const portfolioHref = async (portfolioId: string): Promise<string> => {
    if (name && routeDefinition(name).needsPortfolio) {
      let plantViewId = readLocal(lastPlantKey(env, portfolioId)) ?? undefined;
      const needsPlant = routeDefinition(name).params.some((p) => p.name === 'plantViewId' && !p.optional);
      if (!plantViewId && needsPlant) {
        const plants = await queryClient.fetchQuery(plantViewListQueryOptions(portfolioId)).catch(() => []);
        plantViewId = plants[0]?.id;
      }
      try {
        return routeHref(
          env,
          name,
          { ...params, portfolioId, plantViewId, plantId: undefined, turbineId: undefined },
          search,
        );
      } catch {
        /* the screen needs a plant and this portfolio has none */
      }
    }
    return routeHref(env, 'cockpitMap', { portfolioId }, search);
  };

  return {
    switchPortfolio: (portfolioId: string) => void portfolioHref(portfolioId).then(go),
    switchPlant: (portfolioId: string, plantViewId: string) =>
      go(plantSwitchHref(env, name, params, search, { portfolioId, plantViewId })),
  };
}
