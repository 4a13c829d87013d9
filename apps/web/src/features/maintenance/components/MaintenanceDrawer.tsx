import { Button } from '@mantine/core';
import { FormDrawer } from '@/ui/FormDrawer';
import { useConfirmStep } from '@/ui/useConfirmStep';
import { useTranslation } from 'react-i18next';
import type { Maintenance } from '@penstock/domain';
import { useCreateMaintenance, useRescheduling, useUpdateMaintenance } from '../api/maintenanceApi';
import {
  formValues,
  newFormValues,
  parseUnitKey,
  toBody,
  unitKey,
  type MaintenanceFormValues,
} from '../utils/maintenanceForm';
import { MaintenanceForm } from './MaintenanceForm';
import { MaintenanceHistory } from './MaintenanceHistory';
import type { OutageDrawerProps } from './outageDrawerProps';
import { outageFailure, outageToasts } from '../utils/outageToasts';

export interface MaintenanceDrawerProps extends OutageDrawerProps {
  /** 'new', or the outage edited */
  target: 'new' | Maintenance;
  /** The outage was set Inactive to be rescheduled optimally (its answer). */
  onReschedule: (inactive: Maintenance) => void;
}

/** The create / edit form of an outage with its history, beside the calendar, timeline or list. */
export function MaintenanceDrawer({
  portfolioId,
  target,
  units,
  plantViewId,
  canWrite,
  onClose,
  onReschedule,
}: MaintenanceDrawerProps) {
  const { t } = useTranslation('maintenance');
  const scope = { portfolioId };
  const create = useCreateMaintenance(scope, outageToasts(t, 'save'));
  const update = useUpdateMaintenance(scope, outageToasts(t, 'edit'));
  const deactivate = useRescheduling(scope, {
    success: () => undefined,
    error: outageFailure(t, 'edit'),
  });
  const zoneOf = (key: string) => units.find((u) => unitKey(u.plantViewId, u.turbineId) === key)?.zone ?? 'UTC';

  const isNew = target === 'new';
  const first = units.find((u) => u.plantViewId === plantViewId) ?? units[0];
  // an outage stays in its plant: the picker offers that plant's units when editing
  const choices = isNew ? units : units.filter((u) => u.plantViewId === target.plant_id);
  const values = isNew
    ? newFormValues(first ? unitKey(first.plantViewId, first.turbineId) : '', Date.now(), first?.zone ?? 'UTC')
    : formValues(target, zoneOf(unitKey(target.plant_id, target.turbine_id)));
  const writable = isNew ? !!first && canWrite(first.plantViewId) : canWrite(target.plant_id);
  const rescheduling = useConfirmStep({
    title: t('reschedule.confirmTitle'),
    message: t('reschedule.confirmMessage'),
    loading: deactivate.isPending,
    // the server sets the outage Inactive and keeps the flow's state (restored if abandoned)
    onConfirm: (close) =>
      !isNew &&
      deactivate.mutate(
        { plantViewId: target.plant_id, id: target.uuid, method: 'POST' },
        { onSuccess: (inactive) => onReschedule(inactive), onSettled: close },
      ),
  });

  const submit = async (v: MaintenanceFormValues) => {
    const { plantViewId: view, unitId: turbineId } = parseUnitKey(v.unit);
    const body = toBody(v, zoneOf(v.unit));
    if (isNew) await create.mutateAsync({ plantViewId: view, turbineId, body });
    else
      await update.mutateAsync({
        plantViewId: target.plant_id,
        id: target.uuid,
        body: { ...body, turbine_id: turbineId, version: target.version },
      });
  };

  return (
    <FormDrawer
      title={isNew ? t('form.createTitle') : t('form.editTitle')}
      testId="maintenance-drawer"
      size="md"
      onClose={onClose}
      dialogs={!isNew && rescheduling.dialog}
    >
      <MaintenanceForm
        key={isNew ? 'new' : `${target.uuid}:${target.version}`}
        values={values}
        units={choices}
        canWrite={writable}
        onSubmit={submit}
        onClose={onClose}
      />
      {!isNew && target.status === 'Active' && writable && (
        // every plant may reschedule within the basic 14-day horizon; maintenance_planning only widens it
        <Button
          variant="light"
          onClick={rescheduling.ask}
          disabled={target.end_timestamp_millis === null}
          title={target.end_timestamp_millis === null ? t('reschedule.openEnded') : undefined}
        >
          {t('reschedule.action')}
        </Button>
      )}
      {!isNew && (
        <MaintenanceHistory
          portfolioId={portfolioId}
          plantViewId={target.plant_id}
          uuid={target.uuid}
          zone={zoneOf(unitKey(target.plant_id, target.turbine_id))}
        />
      )}
    </FormDrawer>
  );
}
