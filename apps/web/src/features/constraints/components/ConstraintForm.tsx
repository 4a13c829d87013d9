import { Alert, Group, SimpleGrid } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  changesOnlyFuture,
  constraintType,
  startOfToday,
  type Constraint,
  type ConstraintType,
  type PlantRights,
  type PlantView,
} from '@penstock/domain';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormDateTimeField } from '@/ui/form/FormDateTimeField';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { constraintFormSchema, formValuesOf, statusOptions, type ConstraintFormValues } from '../utils/constraintForm';
import { typesFor, type Constrainable } from '../utils/constrainables';
import { LevelTargetNotice } from './LevelTargetNotice';
import { PatternEditor } from './PatternEditor';
import { PatternPreview } from './PatternPreview';
import { displayUnit } from '@/features/series/utils/formatValue';

export interface ConstraintFormProps {
  /** shows the module notice of future level targets (LevelTargetNotice) */
  portfolioId?: string;
  plant: PlantView;
  /** null: a new constraint */
  constraint: Constraint | null;
  constrainables: readonly Constrainable[];
  types: readonly ConstraintType[];
  rights: PlantRights;
  now: number;
  onSubmit: (values: ConstraintFormValues) => unknown;
  onSuccess?: () => void;
  actions?: ReactNode;
}

/** Component, then the types it can take; the value field follows the type's unit (ratio in %, a zone as two numbers). */
function TargetFields({
  constrainables,
  types,
  locked,
}: {
  constrainables: readonly Constrainable[];
  types: readonly ConstraintType[];
  locked: string | null;
}) {
  const { t } = useTranslation('constraints');
  const { setValue, getValues } = useFormContext<ConstraintFormValues>();
  const [componentId, typeName] = useWatch<ConstraintFormValues, ['constrainable_id', 'type_name']>({
    name: ['constrainable_id', 'type_name'],
  });
  const component = constrainables.find((c) => c.id === componentId);
  const offered = typesFor(types, component?.kind);
  useEffect(() => {
    // A component of another kind takes other types: a type that no longer fits is cleared.
    const current = getValues('type_name');
    if (!locked && current && !offered.some((x) => x.name === current))
      setValue('type_name', null, { shouldDirty: true });
  }, [offered, locked, getValues, setValue]);
  const type = typeName ? constraintType(typeName) : undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelectField
          name="constrainable_id"
          label={t('form.component')}
          searchable
          disabledReason={locked}
          withAsterisk
          data={constrainables.map((c) => ({
            value: c.id,
            label: c.kind === 'Plant' ? t('form.wholePlant', { name: c.name }) : `${c.name} (${t(`kind.${c.kind}`)})`,
          }))}
        />
        <FormSelectField
          name="type_name"
          label={t('form.type')}
          searchable
          disabledReason={locked}
          withAsterisk
          placeholder={component ? undefined : t('form.typeFirst')}
          description={type?.description}
          data={offered.map((x) => ({
            value: x.name,
            label: `${x.display_name} (${x.unit === 'ratio' ? '%' : displayUnit(x.unit)})`,
          }))}
        />
      </SimpleGrid>
      {type?.unit_kind === 'json' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormNumberField name="zone_min" label={t('form.zoneMin')} withAsterisk />
          <FormNumberField name="zone_max" label={t('form.zoneMax')} withAsterisk />
        </SimpleGrid>
      ) : (
        <FormNumberField
          name="value"
          label={t('form.value')}
          withAsterisk
          disabled={!type}
          w={{ base: '100%', sm: '50%' }}
          rightSection={
            type ? (
              <span style={{ fontSize: 12, paddingRight: 8 }}>
                {type.unit_kind === 'ratio' ? '%' : displayUnit(type.unit)}
              </span>
            ) : undefined
          }
          rightSectionWidth={type?.unit.length ? Math.max(36, type.unit.length * 8) : 36}
        />
      )}
    </>
  );
}

/** The module notice for the type and validity being edited. */
function FormLevelTargetNotice({ portfolioId, plant, now }: { portfolioId: string; plant: PlantView; now: number }) {
  const [typeName, end] = useWatch<ConstraintFormValues, ['type_name', 'validity_end_timestamp_millis']>({
    name: ['type_name', 'validity_end_timestamp_millis'],
  });
  return typeName ? (
    <LevelTargetNotice
      portfolioId={portfolioId}
      plant={plant}
      constraint={{ type_name: typeName, validity_end_timestamp_millis: end }}
      now={now}
    />
  ) : null;
}

/**
 * Create or edit a constraint (spec 2 sections 3-6) on the shared EntityForm: component and type
 * (fixed once created), value in the type's unit, status, validity in the plant's zone, the
 * recurring-pattern editor with a preview of the hours it covers. Fields a rule locks say why; the
 * whole form is read-only without write rights (plantRights).
 */
export function ConstraintForm(props: ConstraintFormProps) {
  const { t } = useTranslation('constraints');
  const { plant, constraint, rights, now } = props;
  const zone = plant.timezone;
  const today = startOfToday(now, zone);
  const schema = useMemo(
    () => constraintFormSchema({ now, zone, createInPast: rights.createInPast }, constraint ?? undefined),
    [now, zone, rights.createInPast, constraint],
  );
  const values = useMemo(
    () => formValuesOf(constraint, { plantViewId: plant.id, start: today }),
    [constraint, plant.id, today],
  );
  const live = changesOnlyFuture(plant.plant_state) && constraint !== null && constraint.status !== 'draft';
  const startLocked =
    live && constraint!.validity_start_timestamp_millis < today && !rights.createInPast ? t('form.livePast') : null;
  const statuses = statusOptions(constraint?.status ?? null);

  return (
    <EntityForm
      schema={schema}
      values={values}
      canWrite={rights.write}
      onSubmit={props.onSubmit}
      onSuccess={props.onSuccess}
      saveLabel={constraint ? t('form.save') : t('form.create')}
      actions={props.actions}
      guardUnsaved={constraint !== null}
    >
      {live && (
        <Alert color="blue" variant="light">
          {t('form.liveNote')}
        </Alert>
      )}
      {constraint?.status === 'Inactive' && (
        <Alert color="yellow" variant="light">
          {t('form.inactiveNote')}
        </Alert>
      )}
      <TargetFields
        constrainables={props.constrainables}
        types={props.types}
        locked={constraint ? t('form.locked') : null}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormSelectField
          name="status"
          label={t('form.status')}
          allowDeselect={false}
          data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FormDateTimeField
          name="validity_start_timestamp_millis"
          zone={zone}
          label={t('form.start')}
          withAsterisk
          disabledReason={startLocked}
        />
        <FormDateTimeField name="validity_end_timestamp_millis" zone={zone} label={t('form.end')} />
      </SimpleGrid>
      {props.portfolioId && <FormLevelTargetNotice portfolioId={props.portfolioId} plant={plant} now={now} />}
      <Group align="flex-start" gap="xl" wrap="wrap">
        <PatternEditor />
        <PatternPreview zone={zone} now={now} />
      </Group>
    </EntityForm>
  );
}
