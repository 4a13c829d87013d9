import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred dialog around a create form (the form's save closes it). */
export function CreateDialog({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {children}
    </Modal>
  );
}
