import type { RouteName } from '@penstock/domain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's name in the domain route table. */
    routeName?: RouteName;
  }
}
export {};
