import { Modal, type ModalProps } from '@mantine/core';

export interface DialogProps extends Omit<ModalProps, 'closeButtonProps'> {
  /** The close button's name for screen readers and tests; 'Close' unless the area words it. */
  closeLabel?: string;
}

/** A modal dialog whose close (×) button always has a name. */
export function Dialog({ closeLabel = 'Close', ...props }: DialogProps) {
  return <Modal closeButtonProps={{ 'aria-label': closeLabel }} {...props} />;
}
