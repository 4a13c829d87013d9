import { constraintSchema, type Constraint } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

/** The list's scope: one plant view, or every plant of the portfolio (plantViewId ''). */
export type ConstraintScope = { portfolioId: string; plantViewId: string };

/**
 * Constraints as an entity. The list is the plant view's, or the portfolio's when no plant view is
 * chosen; a row's own changes go to its plant view's paths (constraintMutations.ts).
 */
export const constraintsApi = entityApi<Constraint, ConstraintScope>({
  key: 'constraints',
  schema: constraintSchema,
  idOf: (c) => c.id,
  listPath: (s) =>
    s.plantViewId
      ? endpoints.plant.constraints(s.portfolioId, s.plantViewId)
      : endpoints.portfolio.constraints(s.portfolioId),
  itemPath: (s, id) => endpoints.plant.constraint(s.portfolioId, s.plantViewId, id),
});
