import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GridReserve } from '@penstock/domain';
import { FormDrawer } from '@/ui/FormDrawer';
import { useConfirmStep } from '@/ui/useConfirmStep';
import { useCreateReserve, useDeleteReserve, useUpdateReserve, type ReserveScope } from '../api/gridReservesApi';
import type { ReserveUnit } from '../hooks/useReserveUnits';
import { formValues, newFormValues, toBody, type ReserveFormValues } from '../utils/reserveForm';
import { ReserveForm } from './ReserveForm';
import { ReserveHistory } from './ReserveHistory';

export interface ReserveDrawerProps {
  scope: ReserveScope;
  /** 'new', or the reserve edited */
  target: 'new' | GridReserve;
  units: readonly ReserveUnit[];
  canWrite: (plantViewId: string) => boolean;
  onClose: () => void;
}

/**
 * The create / edit form of a grid reserve beside the table, with Delete (confirmed) and the
 * reserve's history. Saves send the version shown: a stale one is refused (409) and the toast names
 * who changed it; the form keeps the user's values.
 */
export function ReserveDrawer({ scope, target, units, canWrite, onClose }: ReserveDrawerProps) {
  const { t } = useTranslation('reserves');
  const saveToasts = {
    success: t('toast.saved'),
    error: { title: t('toast.saveFailedTitle'), generic: t('toast.saveFailed') },
  };
  const create = useCreateReserve(scope, saveToasts);
  const update = useUpdateReserve(scope, saveToasts);
  const remove = useDeleteReserve(scope, {
    success: t('toast.deleted'),
    error: { title: t('toast.deleteFailedTitle'), generic: t('toast.deleteFailed') },
  });
  const isNew = target === 'new';
  const deleting = useConfirmStep({
    title: t('form.deleteTitle'),
    message: t('form.deleteMessage'),
    confirmLabel: t('form.delete'),
    destructive: true,
    loading: remove.isPending,
    onConfirm: (close) => !isNew && remove.mutate(target, { onSuccess: onClose, onSettled: close }),
  });
  const first = units[0];
  // a reserve stays in its plant: the picker offers that plant's units when editing
  const choices = isNew ? units : units.filter((u) => u.plantViewId === target.plant_view_id);
  const values = isNew ? newFormValues(first?.key ?? '', Date.now(), first?.zone ?? 'UTC') : formValues(target);
  const writable = isNew ? units.some((u) => canWrite(u.plantViewId)) : canWrite(target.plant_view_id);
  const zone = isNew
    ? (first?.zone ?? 'UTC')
    : (units.find((u) => u.plantViewId === target.plant_view_id)?.zone ?? 'UTC');

  const submit = async (v: ReserveFormValues) => {
    const body = toBody(v);
    if (isNew) await create.mutateAsync(body);
    else await update.mutateAsync({ id: target.id, body: { ...body, version: target.version } });
  };

  return (
    <FormDrawer
      title={isNew ? t('form.createTitle') : t('form.editTitle')}
      testId="reserve-drawer"
      onClose={onClose}
      dialogs={!isNew && deleting.dialog}
    >
      <ReserveForm
        key={isNew ? 'new' : `${target.id}:${target.version}`}
        values={values}
        units={choices}
        canWrite={writable}
        onSubmit={submit}
        onClose={onClose}
        actions={
          !isNew && (
            <Tooltip label={t('noPermission')} disabled={writable}>
              <span>
                <Button variant="light" color="red" disabled={!writable} onClick={deleting.ask}>
                  {t('form.delete')}
                </Button>
              </span>
            </Tooltip>
          )
        }
      />
      {!isNew && <ReserveHistory scope={scope} id={target.id} zone={zone} />}
    </FormDrawer>
  );
}
