import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overrideConflictSchema, type OverrideCell, type OverrideConflict, type OverrideKind } from '@penstock/domain';
import { isApiError } from '@/api/ApiError';
import { seriesKeys } from '@/features/series/api/seriesKeys';
import { notifyMutationError, showToast } from '@/ui/notify';
import { saveOverrides } from '../api/saveOverrides';

export type SaveStep = 'idle' | 'confirm' | 'checking' | 'dayAhead' | 'saving' | 'savingDayAhead';

interface Args {
  portfolioId: string;
  plantViewId: string;
  kind: OverrideKind;
  cells: () => OverrideCell[];
  onSaved: () => void;
  onConflict: (conflicts: OverrideConflict['conflicts']) => void;
}

/**
 * Save: the change list dialog, then a dry run (rights, conflicts, which cells fall in the day-ahead
 * window), the day-ahead warning when any do, then the save itself, all or nothing. A 409 keeps
 * the edits and hands the conflicting cells back.
 */
export function useSaveFlow({ portfolioId, plantViewId, kind, cells, onSaved, onConflict }: Args) {
  const { t } = useTranslation('editing');
  const client = useQueryClient();
  const [step, setStep] = useState<SaveStep>('idle');
  const fail = (error: unknown) => {
    setStep('idle');
    const conflict = isApiError(error) && error.status === 409 ? overrideConflictSchema.safeParse(error.body) : null;
    if (conflict?.success) {
      onConflict(conflict.data.conflicts);
      showToast({ status: 'warning', title: t('save.conflictTitle'), message: t('save.conflict', { count: conflict.data.conflicts.length }) });
      return;
    }
    notifyMutationError(error, { title: t('save.failedTitle'), generic: t('save.failed') });
  };
  const save = async (afterDayAhead: boolean) => {
    setStep(afterDayAhead ? 'savingDayAhead' : 'saving');
    try {
      await saveOverrides(portfolioId, plantViewId, kind, cells());
      setStep('idle');
      showToast({ status: 'success', message: t('save.success') });
      onSaved();
      // The charts and the table read the new values (overridden ones marked).
      await client.invalidateQueries({ queryKey: seriesKeys.plant(portfolioId, plantViewId) });
    } catch (error) {
      fail(error);
    }
  };
  const confirm = async () => {
    setStep('checking');
    try {
      const check = await saveOverrides(portfolioId, plantViewId, kind, cells(), true);
      if (check.day_ahead_cells.length > 0) setStep('dayAhead');
      else await save(false);
    } catch (error) {
      fail(error);
    }
  };
  return {
    step,
    open: () => setStep('confirm'),
    cancel: () => setStep('idle'),
    confirm: () => void confirm(),
    confirmDayAhead: () => void save(true),
  };
}
