import { useQuery } from '@tanstack/react-query';
import { telemetryChecksSchema, type FrozenCheck } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { plantAdminKeys } from '@/features/plantAdmin/api/plantAdminKeys';
import { usePlantWrite, type PlantScope } from '@/features/plantAdmin/api/plantApi';

/**
 * GET .../plant/{plantViewId}/telemetry-checks: the plant's frozen-sensor checks (its own or the
 * default per quantity). Keyed under the plant's admin keys, so a save there refreshes it and its history.
 */
export const useTelemetryChecks = (scope: PlantScope) =>
  useQuery({
    queryKey: plantAdminKeys.part(scope.portfolioId, scope.plantViewId, 'telemetry-checks'),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, 'telemetry-checks'), {
        schema: telemetryChecksSchema,
        signal,
      }),
  });

/** PUT .../telemetry-checks {checks: {quantity: check | null}}: recorded with who and when. */
export const usePutTelemetryChecks = (
  scope: PlantScope,
  toasts: { success: string; error: { title: string; generic: string } },
) =>
  usePlantWrite<Record<string, FrozenCheck | null>, unknown>(scope, {
    method: 'PUT',
    path: () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, 'telemetry-checks'),
    body: (checks) => ({ checks }),
    toasts,
  });
