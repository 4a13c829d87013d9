import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNAVAILABILITY_REASONS, UNAVAILABILITY_TYPES } from '@penstock/domain';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { useChosenItem } from '@/ui/form/useChosenItem';
import type { OutageUnit } from '../hooks/useOutageUnits';
import { unitKey } from '../utils/maintenanceForm';
import { RemainingPowerFields } from './RemainingPowerFields';

/** The turbine the outage form has chosen. */
export const useChosenUnit = (units: readonly OutageUnit[]) =>
  useChosenItem('unit', units, (u) => unitKey(u.plantViewId, u.turbineId));

/** What an outage is, in an outage form: turbine, name, description, reason, kind and remaining power (MW and % of the unit's p_max). */
export function OutageFields({ units }: { units: readonly OutageUnit[] }) {
  const { t } = useTranslation('maintenance');
  const unit = useChosenUnit(units);
  return (
    <>
      <FormSelectField
        name="unit"
        label={t('form.turbine')}
        data={units.map((u) => ({
          value: unitKey(u.plantViewId, u.turbineId),
          label: `${u.plantName} · ${u.turbineName}`,
        }))}
      />
      <FormTextField name="name" label={t('form.name')} />
      <FormTextField name="description" label={t('form.description')} />
      <Group grow>
        <FormSelectField
          name="unavailability_reason"
          label={t('form.reason')}
          data={UNAVAILABILITY_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
        />
        <FormSelectField
          name="unavailability_type"
          label={t('form.kind')}
          data={UNAVAILABILITY_TYPES.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
      </Group>
      <RemainingPowerFields pMax={unit?.pMax ?? 0} />
    </>
  );
}
