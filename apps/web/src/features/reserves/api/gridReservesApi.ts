import { useQuery } from '@tanstack/react-query';
import {
  gridReserveCostsSchema,
  gridReserveRevenueSchema,
  gridReserveScheduleSchema,
  gridReserveSchema,
  type GridReserve,
  type GridReserveCosts,
  type GridReserveCostsBody,
  type GridReserveCreate,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi, type PortfolioScope } from '@/api/entityApi';
import type { MutationToasts } from '@/api/mutationToasts';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';

export type ReserveScope = PortfolioScope;

/**
 * Grid reserves of a portfolio (issue 24): the list by range (every status: the screen filters, its
 * default Active), create, versioned update and delete (409 when someone changed the reserve since it
 * was loaded: the toast shows the server's detail), and each reserve's history.
 */
export const gridReservesApi = entityApi<GridReserve, ReserveScope>({
  key: 'gridReserves',
  schema: gridReserveSchema,
  listPath: (s) => endpoints.portfolio.gridReserves(s.portfolioId),
  itemPath: (s, id) => endpoints.portfolio.gridReserve(s.portfolioId, id),
});

/** Reserves valid somewhere in [from, to) (UTC ms), of every status. */
export const useGridReserves = (scope: ReserveScope, from: number, to: number) =>
  useQuery(gridReservesApi.listIn(scope, from, to, { status: 'all' }));

export const useCreateReserve = (scope: ReserveScope, toasts: MutationToasts<GridReserve, GridReserveCreate>) =>
  gridReservesApi.useCreate<GridReserveCreate>(scope, toasts);

export type ReserveUpdate = GridReserveCreate & { version: number };
export const useUpdateReserve = (
  scope: ReserveScope,
  toasts: MutationToasts<GridReserve, { id: string; body: ReserveUpdate }>,
) => gridReservesApi.useUpdate<ReserveUpdate>(scope, toasts);

/** DELETE with the version shown (409 when stale). */
export const useDeleteReserve = (scope: ReserveScope, toasts: MutationToasts<GridReserve, GridReserve>) =>
  gridReservesApi.useMutation<GridReserve>(scope, {
    call: async (r) => {
      await apiRequest(endpoints.portfolio.gridReserve(scope.portfolioId, r.id), {
        method: 'DELETE',
        query: { version: r.version },
      });
      return r;
    },
    place: 'remove',
    removedId: (r) => r.id,
    toasts,
  });

/** Every change of one reserve, newest first; under the portfolio's scope, so a save refreshes it. */
export const useReserveHistory = (scope: ReserveScope, id: string) =>
  useQuery(gridReservesApi.history(scope, id, endpoints.portfolio.gridReserve(scope.portfolioId, id, 'history')));

/** The plan's held reserves of one plant over the window, bucketed as the plant's power series of that window. */
export const useReserveSchedule = (scope: ReserveScope, plantViewId: string, window: SeriesWindow) =>
  useQuery({
    ...gridReservesApi.read(
      scope,
      ['schedule', plantViewId, window],
      endpoints.plant.gridReserveSchedule(scope.portfolioId, plantViewId),
      {
        schema: gridReserveScheduleSchema,
        query: {
          'start-ts': window.startTs,
          'end-ts': window.endTs,
          granularity: window.granularity,
          timezone: window.timezone,
        },
      },
    ),
    enabled: !!plantViewId,
  });

/** The opportunity cost of holding one more block (a re-solve of the plan: seconds; no list to refresh). */
export const useReserveCosts = (scope: ReserveScope, toasts: MutationToasts<GridReserveCosts, GridReserveCostsBody>) =>
  gridReservesApi.useAction<GridReserveCostsBody, GridReserveCosts>(scope, {
    call: (body) =>
      apiRequest(endpoints.portfolio.gridReserveCosts(scope.portfolioId), {
        method: 'POST',
        body,
        schema: gridReserveCostsSchema,
      }),
    toasts,
  });

/** The plan's reserve revenue per plant view over [from, to) (UTC ms): the overview's column beside the energy revenue. */
export const gridReserveRevenueQuery = (scope: ReserveScope, window: { startTs: number; endTs: number } | null) => ({
  queryKey: [...gridReservesApi.keys.scope(scope), 'revenue', window?.startTs, window?.endTs],
  enabled: window !== null,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(endpoints.portfolio.gridReserveRevenue(scope.portfolioId), {
      query: { 'start-ts': window!.startTs, 'end-ts': window!.endTs },
      schema: gridReserveRevenueSchema,
      signal,
    }),
});
