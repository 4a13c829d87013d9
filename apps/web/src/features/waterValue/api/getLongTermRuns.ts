import { useQuery } from '@tanstack/react-query';
import { isRunActive } from '@penstock/domain';
import { longTermRunsApi } from './longTermRunsApi';

/** The plant's last long-term runs, newest first, followed while one is queued or running. */
export const useLongTermRuns = (portfolioId: string, plantViewId: string | undefined) =>
  useQuery({
    ...longTermRunsApi.list({ portfolioId, plantViewId: plantViewId ?? '' }),
    enabled: !!plantViewId,
    staleTime: 30_000,
    refetchInterval: (q) => (q.state.data?.some(isRunActive) ? 2_000 : false),
  });
