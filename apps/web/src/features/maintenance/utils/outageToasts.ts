import type { TFunction } from 'i18next';

/** The failure toast of an outage write: of a new outage ('save') or of a change to one ('edit'). */
export const outageFailure = (t: TFunction<'maintenance'>, write: 'save' | 'edit') =>
  write === 'save'
    ? { title: t('toast.saveFailedTitle'), generic: t('toast.saveFailed') }
    : { title: t('toast.editFailedTitle'), generic: t('toast.editFailed') };

/** The toasts of a write that answers the outage: 'saved', or the failure of `write`. */
export const outageToasts = (t: TFunction<'maintenance'>, write: 'save' | 'edit') => ({
  success: t('toast.saved'),
  error: outageFailure(t, write),
});
