import {
  saveOverridesResponseSchema,
  type OverrideCell,
  type OverrideKind,
  type SaveOverridesResponse,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

/**
 * POST plant/{id}/overrides?kind=: writes (value) or removes (null) overrides, all or nothing. With
 * dryRun the server checks rights and conflicts and names the day-ahead cells without saving. A
 * conflict answers 409 with {conflicts} (thrown as ApiError with that body).
 */
export function saveOverrides(
  portfolioId: string,
  plantViewId: string,
  kind: OverrideKind,
  cells: OverrideCell[],
  dryRun = false,
): Promise<SaveOverridesResponse> {
  return apiRequest(endpoints.plant.overrides(portfolioId, plantViewId), {
    method: 'POST',
    query: { kind, 'dry-run': dryRun ? 'true' : undefined },
    body: { cells },
    schema: saveOverridesResponseSchema,
  });
}
