import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export const UNSAVED_CHANGES_TEXT =
  'You have unsaved changes! Are you sure you want to leave? You will lose the changes.';
export const UNLOAD_WARNING = 'You still have unsaved changes. If you leave before saving, your changes will be lost.';

/**
 * Guards a form with unsaved changes: in-app navigation asks first (Leave proceeds, Cancel stays);
 * closing or reloading the tab triggers the browser's own unload warning.
 * Render the returned element somewhere in the form.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, withResolver: true, enableBeforeUnload: false });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own text; returnValue keeps older ones asking at all.
      event.returnValue = UNLOAD_WARNING;
      return UNLOAD_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title="Unsaved changes"
      message={UNSAVED_CHANGES_TEXT}
      confirmLabel="Leave"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
