// Component tests render inside the app's providers and a memory router at a named route, so
// components read typed params and search (useScreen) and keep list state in the query.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ROUTES, routerPath, searchSchemas, type RouteName } from '@penstock/domain';
import { createQueryClient } from '@/app/providers/queryClient';
import { theme } from '@/app/theme/theme';

export function renderWeb(ui: ReactElement, { route = 'actions', url }: { route?: RouteName; url: string }) {
  const def = ROUTES.get(route)!;
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: `$env${routerPath(def)}`,
    validateSearch: searchSchemas[def.search],
    staticData: { routeName: route },
    component: () => ui,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const client = createQueryClient();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, client, search: () => new URLSearchParams(router.state.location.searchStr) };
}
