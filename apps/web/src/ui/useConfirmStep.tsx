import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export type ConfirmStep = Omit<ConfirmDialogProps, 'opened' | 'onCancel' | 'onConfirm'> & {
  /** Confirmed: do it, and `close()` the dialog when it has settled. */
  onConfirm: (close: () => void) => void;
};

/**
 * An action asked for before it is done (delete, reschedule): `ask()` opens its dialog, Cancel
 * closes it. Render `dialog` anywhere (a portal), e.g. as a FormDrawer's `dialogs`.
 */
export function useConfirmStep({ onConfirm, ...dialog }: ConfirmStep) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return {
    ask: () => setOpened(true),
    dialog: <ConfirmDialog {...dialog} opened={opened} onCancel={close} onConfirm={() => onConfirm(close)} />,
  };
}
