import { useMatches } from '@tanstack/react-router';
import { routeDefinition, type RouteDefinition, type RouteName } from '@penstock/domain';
import '@/app/router/staticData';

export interface CurrentRoute {
  name: RouteName | undefined;
  definition: RouteDefinition | undefined;
  env: string | undefined;
  params: Record<string, string | undefined>;
  search: Record<string, unknown>;
}

/** The deepest matched named route with its params and validated search. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  const named = [...matches].reverse().find((m) => m.staticData?.routeName);
  const last = matches[matches.length - 1];
  const params = (named?.params ?? last?.params ?? {}) as Record<string, string | undefined>;
  const name = named?.staticData?.routeName;
  return {
    name,
    definition: name ? routeDefinition(name) : undefined,
    env: params.env,
    params,
    search: (named?.search ?? {}) as Record<string, unknown>,
  };
}
