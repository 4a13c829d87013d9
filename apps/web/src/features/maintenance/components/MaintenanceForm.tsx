import { Group, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_STATUSES } from '@penstock/domain';
import { EntityFormWithClose } from '@/ui/form/EntityFormWithClose';
import { FormCheckboxField } from '@/ui/form/FormCheckboxField';
import { FormStatusField } from '@/ui/form/FormStatusField';
import { FormDateField } from '@/ui/form/FormDateField';
import { FormTimeField } from '@/ui/form/FormTimeField';
import type { OutageUnit } from '../hooks/useOutageUnits';
import { maintenanceFormSchema, type MaintenanceFormValues } from '../utils/maintenanceForm';
import { OutageFields, useChosenUnit } from './OutageFields';

export interface MaintenanceFormProps {
  values: MaintenanceFormValues;
  units: readonly OutageUnit[];
  canWrite: boolean;
  onSubmit: (values: MaintenanceFormValues) => unknown;
  onClose: () => void;
}

/** Create or edit one outage: turbine, texts, reason, kind, remaining power (MW and %), local times, status. */
export function MaintenanceForm({ units, ...form }: MaintenanceFormProps) {
  const { t } = useTranslation('maintenance');
  return (
    <EntityFormWithClose
      schema={maintenanceFormSchema}
      saveLabel={t('form.save')}
      closeLabel={t('form.close')}
      {...form}
    >
      <OutageFields units={units} />
      <TimeFields units={units} />
      <FormStatusField statuses={MAINTENANCE_STATUSES} t={t} />
    </EntityFormWithClose>
  );
}

function TimeFields({ units }: { units: readonly OutageUnit[] }) {
  const { t } = useTranslation('maintenance');
  const unit = useChosenUnit(units);
  const never = useWatch({ name: 'never' }) as boolean;
  return (
    <>
      <Group grow align="flex-start">
        <FormDateField name="start_date" label={t('form.startDate')} />
        <FormTimeField name="start_time" label={t('form.startTime')} />
      </Group>
      <FormCheckboxField name="never" label={t('form.never')} />
      {!never && (
        <Group grow align="flex-start">
          <FormDateField name="end_date" label={t('form.endDate')} />
          <FormTimeField name="end_time" label={t('form.endTime')} />
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('form.zone', { zone: unit?.zone ?? 'UTC' })}
      </Text>
    </>
  );
}
