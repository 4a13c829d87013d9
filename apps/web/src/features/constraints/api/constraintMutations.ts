import { useQueryClient } from '@tanstack/react-query';
import { constraintSchema, type Constraint, type ConstraintBody } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { constraintsApi, type ConstraintScope } from './constraintsApi';

/** Spec 2 section 8: the constraint's toasts. */
export const CONSTRAINT_TOASTS = {
  saved: {
    success: 'The constraint was saved successfully',
    error: { title: 'Constraint could not be saved', generic: 'The constraint could not be saved due to an error.' },
  },
  updated: {
    success: 'The constraint was updated successfully',
    error: {
      title: 'Constraint could not be updated',
      generic: 'The constraint could not be updated due to an error.',
    },
  },
} as const;

/** The call, then every list of constraints (a plant's, the portfolio's, the cockpit's alerts) refetched. */
function useRefreshingAll<V>(call: (v: V) => Promise<Constraint>) {
  const client = useQueryClient();
  return async (v: V) => {
    const row = await call(v);
    void client.invalidateQueries({ queryKey: constraintsApi.keys.all });
    return row;
  };
}

const path = (portfolioId: string, c: { plant_view_id: string; id: string }, action?: 'deactivate') =>
  endpoints.plant.constraint(portfolioId, c.plant_view_id, c.id, action);

/** POST a new constraint to its plant view. */
export function useCreateConstraint(scope: ConstraintScope) {
  return constraintsApi.useMutation<{ plantViewId: string; body: ConstraintBody }>(scope, {
    call: useRefreshingAll(({ plantViewId, body }) =>
      apiRequest(endpoints.plant.constraints(scope.portfolioId, plantViewId), {
        method: 'POST',
        body,
        schema: constraintSchema,
      }),
    ),
    place: 'append',
    toasts: CONSTRAINT_TOASTS.saved,
  });
}

/** PUT the edited constraint with the version it was loaded at (409 when someone changed it since). */
export function useUpdateConstraint(scope: ConstraintScope) {
  return constraintsApi.useMutation<{ constraint: Constraint; body: ConstraintBody }>(scope, {
    call: useRefreshingAll(({ constraint, body }) =>
      apiRequest(path(scope.portfolioId, constraint), {
        method: 'PUT',
        body: { ...body, version: constraint.version },
        schema: constraintSchema,
      }),
    ),
    place: 'replace',
    toasts: CONSTRAINT_TOASTS.updated,
  });
}

/** Inactive from now on. */
export function useDeactivateConstraint(scope: ConstraintScope) {
  return constraintsApi.useMutation<Constraint>(scope, {
    call: useRefreshingAll((c) =>
      apiRequest(path(scope.portfolioId, c, 'deactivate'), {
        method: 'POST',
        body: { version: c.version },
        schema: constraintSchema,
      }),
    ),
    place: 'replace',
    toasts: { success: 'The constraint was deactivated successfully', error: CONSTRAINT_TOASTS.updated.error },
  });
}

/** Drafts only: deleted for good. */
export function useDeleteDraft(scope: ConstraintScope) {
  return constraintsApi.useMutation<Constraint>(scope, {
    call: useRefreshingAll(async (c) => {
      await apiRequest(path(scope.portfolioId, c), { method: 'DELETE' });
      return c;
    }),
    place: 'remove',
    removedId: (c) => c.id,
    toasts: {
      success: 'The draft was deleted successfully',
      error: {
        title: 'Constraint could not be deleted',
        generic: 'The constraint could not be deleted due to an error.',
      },
    },
  });
}
