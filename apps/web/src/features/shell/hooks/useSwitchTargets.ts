import { useRouter } from '@tanstack/react-router';
import { routeDefinition } from '@penstock/domain';
import { lastPlantKey, readLocal } from '@/app/localMemory';
import { routeHref } from '../utils/routeHref';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * Switching portfolio or plant keeps the screen when it can: the same route with the other id
 * (and the other portfolio's last viewed plant); otherwise the cockpit. Range and timezone stay.
 */
export function useSwitchTargets() {
  const router = useRouter();
  const { name, env = 'en', params, search } = useCurrentRoute();
  const go = (href: string) => void router.navigate({ href });

  const portfolioHref = (portfolioId: string): string => {
    const plantViewId = readLocal(lastPlantKey(env, portfolioId)) ?? undefined;
    if (name && routeDefinition(name).needsPortfolio) {
      try {
        return routeHref(env, name, { ...params, portfolioId, plantViewId, plantId: undefined, turbineId: undefined }, search);
      } catch {
        /* the screen needs a plant this portfolio has none remembered of */
      }
    }
    return routeHref(env, 'cockpitMap', { portfolioId }, search);
  };

  const plantHref = (portfolioId: string, plantViewId: string): string => {
    const takesPlant = name && routeDefinition(name).params.some((p) => p.name === 'plantViewId');
    return routeHref(env, takesPlant && name ? name : 'cockpitCharts', { ...params, portfolioId, plantViewId, turbineId: undefined }, search);
  };

  return {
    switchPortfolio: (portfolioId: string) => go(portfolioHref(portfolioId)),
    switchPlant: (portfolioId: string, plantViewId: string) => go(plantHref(portfolioId, plantViewId)),
  };
}
