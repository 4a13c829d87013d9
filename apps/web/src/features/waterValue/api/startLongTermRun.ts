import { longTermRunSchema, type LongTermRun } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { MutationToasts } from '@/api/mutationToasts';
import { longTermRunsApi } from './longTermRunsApi';

/** POST .../long-term-run with body {} (default horizon): queues a run (write permission). */
export const startLongTermRun = (portfolioId: string, plantViewId: string): Promise<LongTermRun> =>
  apiRequest(endpoints.plant.longTermRuns(portfolioId, plantViewId), {
    method: 'POST',
    body: {},
    schema: longTermRunSchema,
  });

/** The queued run goes on top of the list (which then follows its progress). */
export const useStartLongTermRun = (
  portfolioId: string,
  plantViewId: string,
  toasts?: MutationToasts<LongTermRun, void>,
) =>
  longTermRunsApi.useMutation<void>(
    { portfolioId, plantViewId },
    { call: () => startLongTermRun(portfolioId, plantViewId), place: 'prepend', toasts },
  );
