import { createRootRoute, createRoute, notFound, Outlet, type AnyRoute } from '@tanstack/react-router';
import { PageLoader } from '@/ui/PageLoader';
import { RedirectTo } from '@/ui/RedirectTo';
import { Suspense, useEffect, type ComponentType } from 'react';
import { ROUTES, routerPath, searchSchemas, type RouteName } from '@penstock/domain';
import { findEnvironment, lastEnvironment, rememberEnvironment } from '@/app/environments';
import { AuthGate } from '@/features/auth';
import { DiagnosticErrorPage } from '@/features/errors/components/DiagnosticErrorPage';
import { NotFoundPage } from '@/features/errors/components/NotFoundPage';
import { AppLayout } from '@/features/shell/components/AppLayout';
import { HomeRedirect } from '@/features/shell/components/HomeRedirect';
import { RouteScreen } from '@/features/shell/components/RouteScreen';
import { usePageTitle } from '@/features/shell/hooks/usePageTitle';
import { useSectionTitle } from '@/features/shell/hooks/useSectionTitle';
import { lazyPage } from './lazyPage';
import { SCREENS } from './screens';
import './staticData';

/** Unknown paths outside the shell still get a main landmark. */
function StandaloneNotFound() {
  return (
    <main>
      <NotFoundPage />
    </main>
  );
}

// Public pages load lazily: a signed-in operator's first screen needs none of their forms.
const LoginRoute = lazyPage(() =>
  import('@/features/shell/components/LoginRoute').then((m) => ({ default: m.LoginRoute })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('@/features/auth/components/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import('@/features/auth/components/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);

export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: StandaloneNotFound,
  errorComponent: DiagnosticErrorPage,
});

const rootIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <RedirectTo href={`/${lastEnvironment()}/`} />,
});

function EnvironmentLayout() {
  const { env } = envRoute.useParams();
  useEffect(() => rememberEnvironment(env), [env]);
  return <Outlet />;
}

export const envRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$env',
  beforeLoad: ({ params }) => {
    if (!findEnvironment(params.env)) throw notFound();
  },
  component: EnvironmentLayout,
  notFoundComponent: StandaloneNotFound,
});

function ProtectedLayout() {
  return (
    <AuthGate>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </AuthGate>
  );
}
const protectedRoute = createRoute({ getParentRoute: () => envRoute, id: 'protected', component: ProtectedLayout });

const publicPage = (name: RouteName, Page: ComponentType) =>
  function PublicPage() {
    usePageTitle(useSectionTitle(name));
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };

function makeRoute(name: RouteName): AnyRoute {
  const def = ROUTES.get(name)!;
  const path = routerPath(def);
  const base = {
    path: path === '/' ? '/' : path.slice(1),
    validateSearch: searchSchemas[def.search],
    staticData: { routeName: name },
  };
  switch (name) {
    case 'index':
      return createRoute({ ...base, getParentRoute: () => envRoute, component: () => <HomeRedirect /> });
    case 'login':
      return createRoute({ ...base, getParentRoute: () => envRoute, component: publicPage(name, LoginRoute) });
    case 'forgotPassword':
      return createRoute({ ...base, getParentRoute: () => envRoute, component: publicPage(name, ForgotPasswordPage) });
    case 'resetPassword':
      return createRoute({ ...base, getParentRoute: () => envRoute, component: publicPage(name, ResetPasswordPage) });
    default: {
      const screen = SCREENS[name];
      return createRoute({
        ...base,
        getParentRoute: () => protectedRoute,
        component: () => <RouteScreen name={name} screen={screen} />,
      });
    }
  }
}

const PUBLIC_NAMES: RouteName[] = ['index', 'login', 'forgotPassword', 'resetPassword'];
const names = [...ROUTES.keys()];

/** /{env}/cockpit without ids: the login-or-cockpit redirect. */
const cockpitRedirectRoute = createRoute({
  getParentRoute: () => envRoute,
  path: 'cockpit',
  component: () => <HomeRedirect />,
});

export const routeTree = rootRoute.addChildren([
  rootIndexRoute,
  envRoute.addChildren([
    cockpitRedirectRoute,
    ...names.filter((n) => PUBLIC_NAMES.includes(n)).map(makeRoute),
    protectedRoute.addChildren(names.filter((n) => !PUBLIC_NAMES.includes(n)).map(makeRoute)),
  ]),
]);
