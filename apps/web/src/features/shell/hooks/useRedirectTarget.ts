import { useLocation } from '@tanstack/react-router';
import { buildRoutePath } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { defaultPortfolio } from '@/features/portfolios/utils/defaultPortfolio';

export type RedirectTarget =
  { state: 'pending' } | { state: 'error'; retry: () => void; error: unknown } | { state: 'ready'; to: string };

/**
 * The login-or-cockpit rule (spec 1 section 2): a logged-in user goes to the cockpit map of the
 * default portfolio (is_default, else the first), or to the empty-portfolio screen without one;
 * everybody else to login, which gets the requested location to return to.
 */
export function useRedirectTarget(env: string, keepLocation = true): RedirectTarget {
  const session = useSession();
  const location = useLocation();
  const loggedIn = session.status === 'logged-in';
  const portfolios = usePortfolios();
  if (session.status === 'unknown') return { state: 'pending' };
  if (!loggedIn) {
    const here = location.href;
    const keep = keepLocation && !/^\/[^/]+\/?(cockpit|login)?\/?$/.test(location.pathname) && here !== '/';
    return {
      state: 'ready',
      to: `${buildRoutePath(env, 'login')}${keep ? `?redirect=${encodeURIComponent(here)}` : ''}`,
    };
  }
  if (portfolios.isPending) return { state: 'pending' };
  if (portfolios.isError) return { state: 'error', retry: () => void portfolios.refetch(), error: portfolios.error };
  const target = defaultPortfolio(portfolios.data);
  return {
    state: 'ready',
    to: target ? buildRoutePath(env, 'cockpitMap', { portfolioId: target.id }) : buildRoutePath(env, 'emptyPortfolio'),
  };
}
