import { routeDefinition, type RouteName } from '@penstock/domain';
import { routeHref } from './routeHref';

/**
 * The path parameter that holds the plant view on a route: `plantViewId` on the operator screens,
 * `plantId` on the admin plant page (and day-ahead bids). Both hold a plant view id.
 */
export function plantParamOf(name: RouteName | undefined): 'plantViewId' | 'plantId' | undefined {
  if (!name) return undefined;
  const names = routeDefinition(name).params.map((p) => p.name);
  return names.includes('plantViewId') ? 'plantViewId' : names.includes('plantId') ? 'plantId' : undefined;
}

/** The plant view a screen shows, whichever parameter carries it. */
export const plantOnScreen = (name: RouteName | undefined, params: Record<string, string | undefined>) => {
  const param = plantParamOf(name);
  return param ? params[param] : undefined;
};

/**
 * Where P / Shift+P and the plant picker go: the same screen with the other plant when the screen
 * is about a plant (spec: the navigation keeps the page; the admin plant page keeps its tab),
 * else the other plant's cockpit. Range and timezone stay.
 */
export function plantSwitchHref(
  env: string,
  name: RouteName | undefined,
  params: Record<string, string | undefined>,
  search: Record<string, unknown>,
  target: { portfolioId: string; plantViewId: string },
): string {
  const param = plantParamOf(name);
  if (name && param)
    return routeHref(
      env,
      name,
      { ...params, portfolioId: target.portfolioId, [param]: target.plantViewId, turbineId: undefined },
      search,
    );
  return routeHref(env, 'cockpitCharts', { ...params, ...target, turbineId: undefined }, search);
}
