import { useMatches } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { RouteName, RouteParamsOf, RouteSearchOf } from '@penstock/domain';
import { useSearchPatch } from '@/features/rangePicker/hooks/useSearchPatch';
import './staticData';

export interface Screen<N extends RouteName> {
  name: N;
  /** The environment slug, the first path segment. */
  env: string;
  params: RouteParamsOf<N>;
  /** The query as the route's search schema validated it. */
  search: RouteSearchOf<N>;
  /** Changes some query values and keeps the others; undefined or '' removes a key. */
  setSearch: (
    patch: { [K in keyof RouteSearchOf<N>]?: RouteSearchOf<N>[K] | '' },
    options?: { replace?: boolean },
  ) => void;
}
/** One Screen per name, so `useScreen('plantReporting', 'portfolioReporting')` narrows on `name`. */
export type ScreenOf<N extends RouteName> = N extends RouteName ? Screen<N> : never;

/**
 * The params and query of the screen's route, typed from the route table (packages/domain
 * ROUTE_SPECS): `const { params, search } = useScreen('constraints')` gives `params.portfolioId`
 * as string and `search.selected` as string | undefined. A screen shown by several routes names
 * them all. Rendering it under another route is a programming error and throws.
 */
export function useScreen<N extends RouteName>(...names: N[]): ScreenOf<N> {
  const matches = useMatches();
  const patch = useSearchPatch();
  const setSearch = useCallback(
    (values: Record<string, unknown>, options?: { replace?: boolean }) => patch(values, options),
    [patch],
  );
  const match = [...matches].reverse().find((m) => names.includes(m.staticData?.routeName as N));
  if (!match) throw new Error(`useScreen(${names.join(', ')}) used outside its route`);
  const { env, ...params } = match.params as Record<string, string>;
  return { name: match.staticData.routeName, env, params, search: match.search, setSearch } as unknown as ScreenOf<N>;
}
