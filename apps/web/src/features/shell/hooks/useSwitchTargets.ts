import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { routeDefinition } from '@penstock/domain';
import { lastPlantKey, readLocal } from '@/app/localMemory';
import { plantViewListQueryOptions } from '@/features/series/api/getPlantViewList';
import { routeHref } from '../utils/routeHref';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * Switching portfolio or plant keeps the screen when it can: the same route with the other id
 * (and the other portfolio's last viewed plant, else its first, on screens that need a plant);
 * otherwise the cockpit map. Range and timezone stay.
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

  const plantHref = (portfolioId: string, plantViewId: string): string => {
    const takesPlant = name && routeDefinition(name).params.some((p) => p.name === 'plantViewId');
    return routeHref(
      env,
      takesPlant && name ? name : 'cockpitCharts',
      { ...params, portfolioId, plantViewId, turbineId: undefined },
      search,
    );
  };

  return {
    switchPortfolio: (portfolioId: string) => void portfolioHref(portfolioId).then(go),
    switchPlant: (portfolioId: string, plantViewId: string) => go(plantHref(portfolioId, plantViewId)),
  };
}
