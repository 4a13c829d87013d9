import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioListSchema, sortPortfolios, type Portfolio } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { useSession } from '@/features/auth';
import { portfolioKeys } from './portfolioKeys';

/** GET dashboard-v3/portfolio: the user's portfolios, sorted by name with nulls last. */
export async function getPortfolios(signal?: AbortSignal): Promise<Portfolio[]> {
  const list = await apiRequest(endpoints.portfolios, { schema: portfolioListSchema, signal });
  return sortPortfolios(list);
}

export const portfoliosQueryOptions = (userEmail: string) =>
  queryOptions({ queryKey: portfolioKeys.list(userEmail), queryFn: ({ signal }) => getPortfolios(signal) });

/** The signed-in user's portfolios; idle while nobody is signed in. */
export function usePortfolios() {
  const { status, user } = useSession();
  return useQuery({
    ...portfoliosQueryOptions(user?.email ?? ''),
    enabled: status === 'logged-in',
  });
}
