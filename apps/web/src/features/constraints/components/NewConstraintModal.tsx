import { Button, Select, Stack } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlantView } from '@penstock/domain';
import { useCreateConstraint } from '../api/constraintMutations';
import { toBody } from '../utils/constraintForm';
import type { ConstraintFormContext } from './constraintFormContext';
import { PlantConstraintForm } from './PlantConstraintForm';

/** A new constraint: the plant first (when the screen shows the whole portfolio), then the form. */
export function NewConstraintModal({
  form,
  plants,
  opened,
  onClose,
  onCreated,
}: {
  form: ConstraintFormContext;
  plants: readonly PlantView[];
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('constraints');
  const { scope } = form;
  const [plantId, setPlantId] = useState<string | null>(
    scope.plantViewId || (plants.length === 1 ? plants[0].id : null),
  );
  const plant = plants.find((p) => p.id === (scope.plantViewId || plantId));
  const create = useCreateConstraint(scope);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('newTitle')} size="70rem" closeLabel={t('help.close')}>
      <Stack gap="md" data-testid="new-constraint">
        {!scope.plantViewId && (
          <Select
            label={t('form.plant')}
            data={plants.map((p) => ({ value: p.id, label: p.name }))}
            value={plantId}
            onChange={setPlantId}
            allowDeselect={false}
            searchable
          />
        )}
        {plant && (
          <PlantConstraintForm
            form={form}
            plant={plant}
            constraint={null}
            onSubmit={async (v) => onCreated((await create.mutateAsync({ plantViewId: plant.id, body: toBody(v) })).id)}
            actions={
              <Button variant="default" onClick={onClose}>
                {t('form.cancel')}
              </Button>
            }
          />
        )}
      </Stack>
    </Dialog>
  );
}
