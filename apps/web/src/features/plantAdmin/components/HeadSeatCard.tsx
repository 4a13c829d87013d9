import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { headDataSchema, type HeadData } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { formValues } from '@/ui/form/formValues';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { usePlantWrite, type PlantScope } from '../api/plantApi';
import { ChangeHistory } from './ChangeHistory';
import { PowerModelBadge } from './PowerModelBadge';

const seatForm = z
  .object({
    head_plant_id: z.string().nullable(),
    penstock: z.number().int().min(1).max(50).nullable(),
    pump_head_min: z.number().min(0).max(3000).nullable(),
    pump_head_max: z.number().min(0).max(3000).nullable(),
  })
  .refine((b) => b.pump_head_min === null || b.pump_head_max === null || b.pump_head_min < b.pump_head_max, {
    message: 'The lowest pump head must be below the highest',
    path: ['pump_head_max'],
  });

/**
 * A unit's place in the head model (Static data > Limits): which model the optimiser uses for it,
 * the head plant and penstock it sits on, a pump's head limits; with its history.
 */
export function HeadSeatCard({
  scope,
  head,
  unitId,
  canWrite,
}: {
  scope: PlantScope;
  head: HeadData;
  unitId: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation('plants');
  const unit = head.units.find((u) => u.control_unit_id === unitId);
  const save = usePlantWrite<z.output<typeof seatForm>, HeadData>(scope, {
    method: 'PUT',
    path: () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, `head-unit/${unitId}`),
    body: (v) => ({ ...v, penstock: v.penstock ?? 1, version: unit?.version ?? 0 }),
    schema: headDataSchema,
    toasts: {
      success: 'The head data was saved successfully',
      error: { title: 'Head data could not be saved', generic: 'The head data could not be saved due to an error' },
    },
  });
  if (!unit) return null;
  const pump = unit.type === 'PUMP' || unit.type === 'PUMP_TURBINE';
  return (
    <Card withBorder data-testid="head-seat">
      <Group justify="space-between" mb="xs">
        <Title order={4} size="h5">
          {t('head.seatTitle')}
        </Title>
        <Group gap="xs">
          <PowerModelBadge model={unit.power_model} />
          <ChangeHistory scope={scope} path={`head-unit/${unitId}/history`} title={t('head.seatTitle')} />
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t(unit.power_model === 'HEAD' ? 'head.modelHelp.HEAD' : 'head.modelHelp.FIXED')}
      </Text>
      <EntityForm
        schema={seatForm}
        values={formValues(seatForm, unit)}
        canWrite={canWrite}
        guardUnsaved={false}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelectField
            name="head_plant_id"
            label={t('head.headPlant')}
            clearable
            placeholder={t('head.noHeadPlant')}
            data={head.plants.map((p) => ({ value: p.id, label: p.name }))}
          />
          <FormNumberField name="penstock" label={t('head.penstock')} allowDecimal={false} />
          {pump && <FormNumberField name="pump_head_min" label={t('head.pumpHeadMin')} />}
          {pump && <FormNumberField name="pump_head_max" label={t('head.pumpHeadMax')} />}
        </SimpleGrid>
      </EntityForm>
    </Card>
  );
}
