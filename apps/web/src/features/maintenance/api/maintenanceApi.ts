import { useQuery } from '@tanstack/react-query';
import {
  maintenanceCandidateListSchema,
  maintenanceListSchema,
  maintenanceSchema,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceUpdate,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { ApiTarget } from '@/api/apiPaths';
import { entityApi, type ListPlacement, type PortfolioScope } from '@/api/entityApi';
import type { MutationToasts } from '@/api/mutationToasts';

export type { PortfolioScope };

/**
 * Maintenance outages of a portfolio (spec 2 section 7). The list is by range (keyed under the
 * portfolio's scope, so every save refreshes the lists and histories of the portfolio); a save's
 * answer is cached by uuid (`one`).
 */
export const maintenanceApi = entityApi<Maintenance, PortfolioScope>({
  key: 'maintenance',
  schema: maintenanceSchema,
  idOf: (m) => m.uuid,
  listPath: (s) => endpoints.portfolio.maintenance(s.portfolioId),
});

/** Outages overlapping [from, to) (UTC ms). Stale after the app's 30 s default: others edit outages too. */
export const maintenanceRangeQuery = (scope: PortfolioScope, from: number, to: number) =>
  maintenanceApi.listIn(scope, from, to);
export const useMaintenanceRange = (scope: PortfolioScope, from: number, to: number) =>
  useQuery(maintenanceRangeQuery(scope, from, to));

/** One plant's outages overlapping [from, to) (UTC ms), asked in the zone the screen shows; refreshed by every save of the portfolio. */
export const usePlantMaintenanceRange = (
  scope: PortfolioScope,
  plantViewId: string,
  from: number,
  to: number,
  timezone: string,
) =>
  useQuery(
    maintenanceApi.read(
      scope,
      ['list', 'plant', plantViewId, from, to, timezone],
      endpoints.plant.maintenanceList(scope.portfolioId, plantViewId),
      { schema: maintenanceListSchema, query: { 'start-ts': from, 'end-ts': to, timezone } },
    ),
  );

/** A create or an update: the body goes to the outage's path and the answer is the outage. */
const maintenanceWrite =
  <V extends { plantViewId: string; body: MaintenanceCreate | MaintenanceUpdate }>(
    method: 'POST' | 'PUT',
    place: ListPlacement,
    path: (portfolioId: string, v: V) => ApiTarget,
  ) =>
  (scope: PortfolioScope, toasts: MutationToasts<Maintenance, V>) =>
    maintenanceApi.useMutation<V>(scope, {
      call: (v) => apiRequest(path(scope.portfolioId, v), { method, body: v.body, schema: maintenanceSchema }),
      place,
      toasts,
    });

export type CreateVariables = { plantViewId: string; turbineId: string; body: MaintenanceCreate };
export const useCreateMaintenance = maintenanceWrite<CreateVariables>('POST', 'append', (portfolioId, v) =>
  endpoints.plant.maintenanceCreate(portfolioId, v.plantViewId, v.turbineId),
);

export type UpdateVariables = { plantViewId: string; id: string; body: MaintenanceUpdate };
export const useUpdateMaintenance = maintenanceWrite<UpdateVariables>('PUT', 'replace', (portfolioId, v) =>
  endpoints.plant.maintenance(portfolioId, v.plantViewId, v.id),
);

export interface ReschedulingVariables {
  plantViewId: string;
  id: string;
  /** POST: start the flow (the outage goes Inactive) or say it is still open; DELETE: leave it (Active again). */
  method: 'POST' | 'DELETE';
}
/** Optimal rescheduling's state on the server (spec 2 section 4): start, keep alive, leave. */
export const useRescheduling = (scope: PortfolioScope, toasts: MutationToasts<Maintenance, ReschedulingVariables>) =>
  maintenanceApi.useMutation<ReschedulingVariables>(scope, {
    call: (v) =>
      apiRequest(endpoints.plant.maintenanceRescheduling(scope.portfolioId, v.plantViewId, v.id), {
        method: v.method,
        schema: maintenanceSchema,
      }),
    place: 'replace',
    toasts,
  });

/** Every change of one outage, newest first; under the portfolio's scope, so a save refreshes it. */
export const useMaintenanceHistory = (scope: PortfolioScope, plantViewId: string, id: string) =>
  useQuery(maintenanceApi.history(scope, id, endpoints.plant.maintenanceHistory(scope.portfolioId, plantViewId, id)));

export interface TimingsQuery {
  plantViewId: string;
  turbineId: string;
  /** UTC ms, a whole hour */
  from: number;
  to: number;
  durationHours: number;
  /** MW still available during the outage */
  remaining: number;
}
/**
 * Candidate windows ranked by lost value, re-solved (method=resolve): a few seconds of solving, so
 * cached as long as the inputs are the same, and cancelled when the flow is left.
 */
export const useOptimalTimings = (scope: PortfolioScope, q: TimingsQuery | null) =>
  useQuery({
    queryKey: [...maintenanceApi.keys.scope(scope), 'timings', q],
    enabled: q !== null,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plant.optimalTimings(scope.portfolioId, q!.plantViewId, q!.turbineId), {
        query: {
          'start-ts': q!.from,
          'end-ts': q!.to,
          'duration-value': q!.durationHours,
          'duration-unit': 'hours',
          'maintenance-p-max': q!.remaining,
          method: 'resolve',
        },
        schema: maintenanceCandidateListSchema,
        signal,
      }),
  });
