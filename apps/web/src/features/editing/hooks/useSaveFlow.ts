import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overrideConflictSchema, type OverrideCell, type OverrideConflict, type OverrideKind } from '@penstock/domain';
import { isApiError } from '@/api/ApiError';
import { seriesKeys } from '@/features/series/api/seriesKeys';
import { showToast } from '@/ui/notify';
import { saveOverrides } from '../api/saveOverrides';
import { refusedCells, type RefusedCell } from '../utils/refusedCells';

export type SaveStep = 'idle' | 'confirm' | 'checking' | 'dayAhead' | 'saving' | 'savingDayAhead';

interface Args {
  portfolioId: string;
  plantViewId: string;
  kind: OverrideKind;
  cells: () => OverrideCell[];
  onSaved: () => void;
  onConflict: (conflicts: OverrideConflict['conflicts']) => void;
  /** Cells the server refused (400 per cell, e.g. beyond the unit's limits): nothing was saved. */
  onRefused: (cells: RefusedCell[]) => void;
}

/** The cells another user changed meanwhile (409 with {conflicts}), or null for any other failure. */
function conflictOf(error: unknown): OverrideConflict['conflicts'] | null {
  const parsed = isApiError(error) && error.status === 409 ? overrideConflictSchema.safeParse(error.body) : null;
  return parsed?.success ? parsed.data.conflicts : null;
}

/**
 * Save: the change list dialog, then a dry run (rights, conflicts, which cells fall in the day-ahead
 * window), the day-ahead warning when any do, then the save itself, all or nothing. A 409 keeps
 * the edits and hands the conflicting cells back.
 */
export function useSaveFlow({ portfolioId, plantViewId, kind, cells, onSaved, onConflict, onRefused }: Args) {
  const { t } = useTranslation('editing');
  const client = useQueryClient();
  const [step, setStep] = useState<SaveStep>('idle');
  const mutation = useMutation({
    mutationFn: (dryRun: boolean) => saveOverrides(portfolioId, plantViewId, kind, cells(), dryRun),
    meta: {
      toasts: {
        // only deletions: say so, not "added" (issue 27 item 17)
        success: (answer, dryRun) =>
          dryRun ? undefined : t(answer.saved === 0 && answer.removed > 0 ? 'save.deleted' : 'save.success'),
        error: { title: t('save.failedTitle'), generic: t('save.failed') },
        handled: (error) => !!conflictOf(error) || refusedCells(error, cells()).length > 0,
      },
    },
  });
  const fail = (error: unknown) => {
    setStep('idle');
    const refused = refusedCells(error, cells());
    if (refused.length) {
      onRefused(refused);
      showToast({
        status: 'error',
        title: t('save.failedTitle'),
        message: t('refused.toast', { count: refused.length }),
      });
      return;
    }
    const conflicts = conflictOf(error);
    if (!conflicts) return;
    onConflict(conflicts);
    showToast({
      status: 'warning',
      title: t('save.conflictTitle'),
      message: t('save.conflict', { count: conflicts.length }),
    });
  };
  const save = async (afterDayAhead: boolean) => {
    setStep(afterDayAhead ? 'savingDayAhead' : 'saving');
    try {
      await mutation.mutateAsync(false);
      setStep('idle');
      onSaved();
      // The charts and the table read the new values (overridden ones marked).
      await client.invalidateQueries({ queryKey: seriesKeys.plant(portfolioId, plantViewId) });
    } catch (error) {
      fail(error);
    }
  };
  const confirm = async () => {
    // every edit clears a cell without an override (changeList leaves them out): nothing to send
    if (cells().length === 0) {
      setStep('idle');
      onSaved();
      showToast({ status: 'info', message: t('save.nothingDeleted') });
      return;
    }
    setStep('checking');
    try {
      const check = await mutation.mutateAsync(true);
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
