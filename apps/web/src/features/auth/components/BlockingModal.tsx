import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A modal over a screen that has lost its session: no close button, no click outside, no Escape;
 * it ends only by what its content does (log in again, retry).
 */
export function BlockingModal({
  title,
  titleSize,
  overlayProps,
  children,
}: {
  title: ReactNode;
  titleSize: number;
  overlayProps?: ModalProps['overlayProps'];
  children: ReactNode;
}) {
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={title}
      overlayProps={overlayProps}
      styles={{ title: { fontWeight: 700, fontSize: titleSize } }}
    >
      {children}
    </Modal>
  );
}
