import { Group, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  componentIdSchema,
  controlUnitFieldsSchema,
  HYDRO_BODY_TYPES,
  hydroBodyFieldsSchema,
  operatingModesFor,
  OPTIMIZATION_MODES,
  UNIT_TYPES,
  type EditableComponents,
  type PlantRights,
} from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { usePlantWrite, type PlantScope } from '../api/plantApi';
import { COMPONENT_TOASTS } from '../utils/componentToasts';
import type { Body, ComponentKind, Unit } from '../utils/componentTypes';

/** The topology fields (static data is edited on the Static data tab). */
const bodySchema = hydroBodyFieldsSchema.pick({
  external_id: true,
  name: true,
  type: true,
  spill_target_id: true,
  latitude: true,
  longitude: true,
});
const unitSchema = controlUnitFieldsSchema.pick({
  external_id: true,
  name: true,
  type: true,
  upstream: true,
  downstream: true,
  control_status: true,
  optimization_mode: true,
  travel_delay_minutes: true,
});
const schemas = {
  'hydro-body': { create: bodySchema.extend({ id: componentIdSchema }), edit: bodySchema },
  'control-unit': { create: unitSchema.extend({ id: componentIdSchema }), edit: unitSchema },
};

type BodyFields = Pick<Body, 'external_id' | 'name' | 'type' | 'spill_target_id' | 'latitude' | 'longitude'>;
type UnitFields = Pick<
  Unit,
  | 'external_id'
  | 'name'
  | 'type'
  | 'upstream'
  | 'downstream'
  | 'control_status'
  | 'optimization_mode'
  | 'travel_delay_minutes'
>;
const NEW_BODY: BodyFields = {
  external_id: '',
  name: '',
  type: 'RESERVOIR',
  spill_target_id: null,
  latitude: null,
  longitude: null,
};
const NEW_UNIT: UnitFields = {
  external_id: '',
  name: '',
  type: 'TURBINE',
  upstream: null,
  downstream: null,
  control_status: 'HDG_CONTROLLED',
  optimization_mode: 'NONE',
  travel_delay_minutes: 0,
};

/** The form's fields: a new component's defaults, or the same fields of the edited one. */
function fieldsOf<F extends object>(defaults: F, row: F | null): F {
  if (!row) return defaults;
  return Object.fromEntries(Object.keys(defaults).map((k) => [k, row[k as keyof F]])) as F;
}

/** Add or edit a hydro body or control unit (its place in the topology); the server names what cannot be a plant. */
export function ComponentForm({
  scope,
  kind,
  row,
  components,
  rights,
  onDone,
}: {
  scope: PlantScope;
  kind: ComponentKind;
  row: Body | Unit | null;
  components: EditableComponents;
  rights: PlantRights;
  onDone: () => void;
}) {
  const { t } = useTranslation('plants');
  const texts = COMPONENT_TOASTS[kind];
  const save = usePlantWrite<Record<string, unknown>, unknown>(scope, {
    method: row ? 'PUT' : 'POST',
    path: () => endpoints.plantAdmin.component(scope.portfolioId, scope.plantViewId, kind, row?.id),
    body: (v) => (row ? { ...v, version: row.version } : v),
    toasts: {
      success: row ? texts.updated : texts.saved,
      error: { title: texts.title, generic: row ? texts.generic.updated : texts.generic.saved },
    },
  });
  const bodies = components.hydro_bodies.map((b) => ({ value: b.id, label: `${b.name} (${b.id})` }));
  const schema = row ? schemas[kind].edit : schemas[kind].create;
  const values =
    kind === 'hydro-body' ? fieldsOf(NEW_BODY, row as Body | null) : fieldsOf(NEW_UNIT, row as Unit | null);
  return (
    <EntityForm
      schema={schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>}
      values={row ? values : { id: '', ...values }}
      canWrite={row ? rights.editTopology : rights.editTopology}
      guardUnsaved={false}
      onSubmit={(v) => save.mutateAsync(v)}
      onSuccess={onDone}
    >
      <Stack gap="sm">
        {!row && <FormTextField name="id" label={t('component.id')} withAsterisk />}
        <Group grow>
          <FormTextField name="name" label={t('component.name')} withAsterisk />
          <FormTextField name="external_id" label={t('component.externalId')} withAsterisk />
        </Group>
        {kind === 'hydro-body' ? (
          <>
            <Group grow>
              <FormSelectField
                name="type"
                label={t('component.type')}
                data={[...HYDRO_BODY_TYPES]}
                allowDeselect={false}
              />
              <FormSelectField
                name="spill_target_id"
                label={t('component.spillTarget')}
                data={bodies.filter((b) => b.value !== row?.id)}
                clearable
              />
            </Group>
            <Group grow>
              <FormNumberField name="latitude" label={t('component.latitude')} decimalScale={6} />
              <FormNumberField name="longitude" label={t('component.longitude')} decimalScale={6} />
            </Group>
          </>
        ) : (
          <>
            <Group grow>
              <FormSelectField name="type" label={t('component.type')} data={[...UNIT_TYPES]} allowDeselect={false} />
              <FormNumberField name="travel_delay_minutes" label={t('component.delay')} min={0} max={10080} />
            </Group>
            <Group grow>
              <FormSelectField name="upstream" label={t('component.upstream')} data={bodies} clearable />
              <FormSelectField name="downstream" label={t('component.downstream')} data={bodies} clearable />
            </Group>
            <Group grow>
              <ControlStatusField label={t('component.controlStatus')} />
              <FormSelectField
                name="optimization_mode"
                label={t('component.optimizationMode')}
                description={t('component.optimizationModeHelp')}
                data={[...OPTIMIZATION_MODES]}
                allowDeselect={false}
              />
            </Group>
          </>
        )}
      </Stack>
    </EntityForm>
  );
}

/** The operating modes the unit's type allows (spec 2 section 3: turbines and pumps the subset of four, gates all seven). */
function ControlStatusField({ label }: { label: string }) {
  const { control } = useFormContext();
  const type = useWatch({ control, name: 'type' }) as (typeof UNIT_TYPES)[number];
  return (
    <FormSelectField
      name="control_status"
      label={label}
      data={[...operatingModesFor(type ?? 'TURBINE')]}
      allowDeselect={false}
    />
  );
}
