import { Button, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDelete, constraintType, type Constraint, type PlantView } from '@penstock/domain';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDeactivateConstraint, useDeleteDraft, useUpdateConstraint } from '../api/constraintMutations';
import { toBody } from '../utils/constraintForm';
import { PlantConstraintForm } from './PlantConstraintForm';
import { ConstraintHistory } from './ConstraintHistory';
import type { ConstraintFormContext } from './constraintFormContext';

/** The selected constraint: its form, Deactivate (active ones) or Delete (drafts), and its history. */
export function ConstraintDetail({
  form,
  constraint,
  plant,
  onClose,
}: {
  form: ConstraintFormContext;
  constraint: Constraint;
  plant: PlantView;
  onClose: () => void;
}) {
  const { t } = useTranslation('constraints');
  const { scope } = form;
  const rights = usePlantRights(scope.portfolioId, plant);
  const update = useUpdateConstraint(scope);
  const deactivate = useDeactivateConstraint(scope);
  const remove = useDeleteDraft(scope);
  const [asking, setAsking] = useState<'deactivate' | 'delete' | null>(null);
  const type = constraintType(constraint.type_name);
  const unit = type?.unit ?? '';
  const denied = rights.write ? null : t('noPermission');
  const action = (label: string, what: 'deactivate' | 'delete', color?: string) => (
    <Tooltip label={denied} disabled={!denied}>
      <span>
        <Button variant="light" color={color} disabled={!!denied} onClick={() => setAsking(what)}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <Paper withBorder p="lg" radius="md" data-testid="constraint-detail" data-constraint={constraint.id}>
      <Stack gap="lg">
        <Title order={3} size="h4">
          {t('editTitle', { type: constraint.type_display_name, component: constraint.constrainable_name })}
        </Title>
        <PlantConstraintForm
          form={form}
          plant={plant}
          constraint={constraint}
          onSubmit={(v) => update.mutateAsync({ constraint, body: toBody(v) })}
          actions={
            <>
              {constraint.status === 'Active' && action(t('actions.deactivate'), 'deactivate', 'orange')}
              {canDelete(constraint.status) && action(t('actions.delete'), 'delete', 'red')}
            </>
          }
        />
        {type === undefined && (
          <Text c="dimmed" size="sm">
            {constraint.type_name}
          </Text>
        )}
        <ConstraintHistory portfolioId={scope.portfolioId} constraint={constraint} zone={plant.timezone} unit={unit} />
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'delete' ? t('actions.deleteTitle') : t('actions.deactivateTitle')}
        message={asking === 'delete' ? t('actions.deleteMessage') : t('actions.deactivateMessage')}
        confirmLabel={asking === 'delete' ? t('actions.delete') : t('actions.deactivate')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const what = asking;
          setAsking(null);
          if (what === 'deactivate') deactivate.mutate(constraint);
          if (what === 'delete') remove.mutate(constraint, { onSuccess: onClose });
        }}
      />
    </Paper>
  );
}
