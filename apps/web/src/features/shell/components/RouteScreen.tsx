import { Suspense, useEffect, type ComponentType } from 'react';
import { routeDefinition, type RouteName } from '@penstock/domain';
import { lastPlantKey, lastPortfolioKey, writeLocal } from '@/app/localMemory';
import { useSession } from '@/features/auth';
import { NotFoundPage } from '@/features/errors/components/NotFoundPage';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { LoadError } from '@/ui/LoadError';
import { PageLoader } from '@/ui/PageLoader';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSectionTitle } from '../hooks/useSectionTitle';
import { HomeRedirect } from './HomeRedirect';

/**
 * Applies the route table's rules before a protected screen renders: admin-only routes send
 * non-admins to the login-or-cockpit redirect; screens about a portfolio show the not-found page
 * when the id is not in the user's list. Remembers the last viewed portfolio and plant.
 */
export function RouteScreen({ name, screen: Screen }: { name: RouteName; screen: ComponentType }) {
  const def = routeDefinition(name);
  usePageTitle(useSectionTitle(name));
  const { user } = useSession();
  const { params, env } = useCurrentRoute();
  const portfolios = usePortfolios();
  const portfolioId = params.portfolioId;
  const known = !!portfolioId && !!portfolios.data?.some((p) => p.id === portfolioId);

  useEffect(() => {
    if (!env || !known || !portfolioId) return;
    writeLocal(lastPortfolioKey(env), portfolioId);
    if (params.plantViewId) writeLocal(lastPlantKey(env, portfolioId), params.plantViewId);
  }, [env, known, portfolioId, params.plantViewId]);

  if (def.adminOnly && !user?.isAdmin) return <HomeRedirect />;
  if (def.needsPortfolio) {
    if (portfolios.isPending) return <PageLoader />;
    if (portfolios.isError)
      return (
        <LoadError
          message="There was an error loading your portfolios"
          onRetry={() => void portfolios.refetch()}
          retryLabel="Refetch"
          error={portfolios.error}
        />
      );
    if (!known) return <NotFoundPage />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}
