import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Constraint, PlantView } from '@penstock/domain';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { useConstrainables } from '../hooks/useConstrainables';
import type { ConstraintFormValues } from '../utils/constraintForm';
import { ConstraintForm } from './ConstraintForm';
import type { ConstraintFormContext } from './constraintFormContext';

/**
 * The constraint form of one plant (a new constraint or an existing one): waits for the plant's
 * components a constraint can name, and takes the user's rights on the plant. A new version of the
 * constraint (or another plant) starts the form afresh.
 */
export function PlantConstraintForm({
  form: { scope, types, now },
  plant,
  constraint,
  onSubmit,
  actions,
}: {
  form: ConstraintFormContext;
  plant: PlantView;
  /** null: a new constraint */
  constraint: Constraint | null;
  onSubmit: (values: ConstraintFormValues) => unknown;
  actions: ReactNode;
}) {
  const { t } = useTranslation('constraints');
  const { portfolioId } = scope;
  const rights = usePlantRights(portfolioId, plant);
  const constrainables = useConstrainables(portfolioId, plant);
  return (
    <QueryView query={constrainables} pending={<Skeleton h={240} />} {...failureTexts(t, 'form.componentsFailed')}>
      {(list) => (
        <ConstraintForm
          key={constraint ? `${constraint.id}:${constraint.version}` : plant.id}
          portfolioId={portfolioId}
          plant={plant}
          constraint={constraint}
          constrainables={list}
          types={types}
          rights={rights}
          now={now}
          onSubmit={onSubmit}
          actions={actions}
        />
      )}
    </QueryView>
  );
}
