import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BASIC_MAINTENANCE_HORIZON_DAYS, MODULE_MAINTENANCE_HORIZON_DAYS } from '@penstock/domain';
import { useFeatureGate } from '@/features/productModules/hooks/useFeatureGate';
import { EntityFormWithClose } from '@/ui/form/EntityFormWithClose';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormDateField } from '@/ui/form/FormDateField';
import type { OutageUnit } from '../hooks/useOutageUnits';
import { createOptimallyFormSchema, DURATION_UNITS, type CreateOptimallyValues } from '../utils/createOptimallyForm';
import { OutageFields, useChosenUnit } from './OutageFields';

export interface CreateOptimallyFormProps {
  portfolioId: string;
  values: CreateOptimallyValues;
  units: readonly OutageUnit[];
  canWrite: boolean;
  /** Ranks the windows of the values (the form stays as it is, so a changed duration searches again). */
  onSearch: (values: CreateOptimallyValues) => void;
  onClose: () => void;
}

/** What the new outage is (turbine, texts, reason, kind, remaining power), how long, and the days to place it in. */
export function CreateOptimallyForm({
  portfolioId,
  values,
  units,
  canWrite,
  onSearch,
  onClose,
}: CreateOptimallyFormProps) {
  const { t } = useTranslation('maintenance');
  return (
    <EntityFormWithClose
      schema={createOptimallyFormSchema}
      values={values}
      canWrite={canWrite}
      guardUnsaved={false}
      saveLabel={t('optimal.find')}
      onSubmit={(v) => {
        onSearch(v);
        return false;
      }}
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      <OutageFields units={units} />
      <Group grow align="flex-start">
        <FormNumberField name="duration_value" label={t('optimal.duration')} min={1} decimalScale={0} />
        <FormSelectField
          name="duration_unit"
          label={t('optimal.durationUnit')}
          allowDeselect={false}
          data={DURATION_UNITS.map((u) => ({ value: u, label: t(`optimal.units.${u}`) }))}
        />
      </Group>
      <Group grow align="flex-start">
        <FormDateField name="earliest_date" label={t('optimal.earliest')} />
        <FormDateField name="latest_date" label={t('optimal.latest')} />
      </Group>
      <HorizonNote portfolioId={portfolioId} units={units} />
    </EntityFormWithClose>
  );
}

/** How far the chosen unit's plant may search (its maintenance_planning module widens the basic 14 days). */
function HorizonNote({ portfolioId, units }: { portfolioId: string; units: readonly OutageUnit[] }) {
  const { t } = useTranslation('maintenance');
  const unit = useChosenUnit(units);
  const gate = useFeatureGate(portfolioId, unit?.plantViewId, 'optimalMaintenanceTiming');
  const wide = gate.status === 'available';
  return (
    <Text size="xs" c="dimmed" data-testid="create-optimally-horizon">
      {t('form.zone', { zone: unit?.zone ?? 'UTC' })}.{' '}
      {wide
        ? t('optimal.horizonModule', { days: MODULE_MAINTENANCE_HORIZON_DAYS })
        : t('optimal.horizonBasic', { days: BASIC_MAINTENANCE_HORIZON_DAYS })}
    </Text>
  );
}
