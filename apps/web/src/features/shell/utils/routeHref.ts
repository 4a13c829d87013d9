import { buildRoutePath, routeDefinition, searchSchemas, type RouteName } from '@penstock/domain';
import { KEPT_SEARCH_KEYS } from './navEntries';

/**
 * The href of a route with the given ids (params the route does not take are dropped), keeping the
 * current range and timezone when the target screen accepts them.
 */
export function routeHref(
  env: string,
  name: RouteName,
  ids: Record<string, string | undefined>,
  currentSearch: Record<string, unknown> = {},
): string {
  const def = routeDefinition(name);
  const params: Record<string, string> = {};
  for (const p of def.params) {
    const value = ids[p.name];
    if (value) params[p.name] = value;
    else if (p.optional) break;
  }
  const shape = searchSchemas[def.search].shape as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const key of KEPT_SEARCH_KEYS) {
    const value = currentSearch[key];
    if (key in shape && typeof value === 'string' && value) query.set(key, value);
  }
  const q = query.toString();
  return `${buildRoutePath(env, name, params)}${q ? `?${q}` : ''}`;
}
