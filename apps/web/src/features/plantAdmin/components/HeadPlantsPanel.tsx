import { Accordion, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { headPlantSchema, type HeadData, type HeadPlantInfo } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { formValues } from '@/ui/form/formValues';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormTextField } from '@/ui/form/FormTextField';
import { usePlantWrite, type PlantScope } from '../api/plantApi';
import { ChangeHistory } from './ChangeHistory';
import { PointTableEditor } from './PointTableEditor';

/** Loss factors as typed: numbers separated by commas or spaces, one per penstock. */
const lossList = z
  .string()
  .trim()
  .min(1, 'Required')
  .refine((s) => s.split(/[\s,;]+/).every((x) => x !== '' && Number.isFinite(Number(x)) && Number(x) >= 0), {
    message: 'Loss factors (m per (m³/s)²) separated by commas, none negative',
  });
const plantForm = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  outlet_line: z.number(),
  main_loss: z.number().min(0),
  penstock_loss: lossList,
});
type PlantForm = z.output<typeof plantForm>;
const toBody = (v: PlantForm) => ({
  ...v,
  penstock_loss: v.penstock_loss.split(/[\s,;]+/).map(Number),
});
const TOASTS = {
  success: 'The head plant was saved successfully',
  error: { title: 'Head plant could not be saved', generic: 'The head plant could not be saved due to an error' },
};

/**
 * The plant's head plants (SHOP plants: units sharing an outlet and a main tunnel) on the Static
 * data tab: outlet_line, main_loss, penstock_loss per head plant, its outlet-line curve in the
 * shared point-table grid, the units on it, and a form to add one.
 */
export function HeadPlantsPanel({ scope, head, canWrite }: { scope: PlantScope; head: HeadData; canWrite: boolean }) {
  const { t } = useTranslation('plants');
  const create = usePlantWrite<PlantForm, unknown>(scope, {
    method: 'POST',
    path: () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, 'head-plant'),
    body: toBody,
    toasts: TOASTS,
  });
  return (
    <Stack gap="md" data-testid="head-plants">
      <Text size="sm" c="dimmed">
        {t('head.plantsHelp')}
      </Text>
      <Accordion variant="separated" multiple defaultValue={head.plants.slice(0, 1).map((p) => p.id)}>
        {head.plants.map((p) => (
          <Accordion.Item key={p.id} value={p.id}>
            <Accordion.Control>
              <Group gap="sm">
                <Text fw={600}>{p.name}</Text>
                <Text size="xs" c="dimmed">
                  {t('head.unitsOn', {
                    units:
                      head.units
                        .filter((u) => u.head_plant_id === p.id)
                        .map((u) => `${u.name} (${t('head.penstockShort', { n: u.penstock })})`)
                        .join(', ') || '—',
                  })}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <HeadPlantForm key={`${p.id}-${p.version}`} scope={scope} plant={p} canWrite={canWrite} />
              <Title order={5} mt="md" mb="xs">
                {t('head.outletCurve')}
              </Title>
              <Text size="xs" c="dimmed" mb="xs">
                {t('head.outletCurveHelp')}
              </Text>
              <PointTableEditor scope={scope} kind="outlet-line" componentId={p.id} canWrite={canWrite} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Card withBorder>
        <Title order={4} size="h5" mb="sm">
          {t('head.addPlant')}
        </Title>
        <EntityForm
          schema={plantForm}
          values={{ name: '', outlet_line: 0, main_loss: 0, penstock_loss: '0' }}
          canWrite={canWrite}
          guardUnsaved={false}
          saveLabel={t('head.add')}
          onSubmit={(v) => create.mutateAsync(v)}
        >
          <PlantFields />
        </EntityForm>
      </Card>
    </Stack>
  );
}

function PlantFields() {
  const { t } = useTranslation('plants');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FormTextField name="name" label={t('head.name')} />
      <FormNumberField name="outlet_line" label={t('head.outletLine')} />
      <FormNumberField name="main_loss" label={t('head.mainLoss')} decimalScale={8} />
      <FormTextField name="penstock_loss" label={t('head.penstockLoss')} />
    </SimpleGrid>
  );
}

function HeadPlantForm({ scope, plant, canWrite }: { scope: PlantScope; plant: HeadPlantInfo; canWrite: boolean }) {
  const { t } = useTranslation('plants');
  const save = usePlantWrite<PlantForm, HeadPlantInfo>(scope, {
    method: 'PUT',
    path: () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, `head-plant/${plant.id}`),
    body: (v) => ({ ...toBody(v), version: plant.version }),
    schema: headPlantSchema,
    toasts: TOASTS,
  });
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <ChangeHistory scope={scope} path={`head-plant/${plant.id}/history`} title={plant.name} />
      </Group>
      <EntityForm
        schema={plantForm}
        values={{ ...formValues(plantForm, plant), penstock_loss: plant.penstock_loss.join(', ') }}
        canWrite={canWrite}
        guardUnsaved={false}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <PlantFields />
        {plant.outlet_curve_points > 0 && (
          <Text size="xs" c="dimmed">
            {t('head.outletCurveUsed', { count: plant.outlet_curve_points })}
          </Text>
        )}
      </EntityForm>
    </Stack>
  );
}
