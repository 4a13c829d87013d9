import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Dialog } from './Dialog';
import { useEffect, useState, type ReactNode } from 'react';

export const I_AM_SURE = 'I am sure';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** When set, the confirm button stays disabled until this box is ticked ('I am sure' by default). */
  requireCheck?: boolean | string;
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What a dialog with its own fixed texts (built on ConfirmDialog) takes from its caller. */
export type ConfirmAnswerProps = Pick<ConfirmDialogProps, 'opened' | 'onConfirm' | 'onCancel' | 'loading'>;

/** A yes/no dialog, optionally requiring an 'I am sure' tick before Confirm is enabled. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, requireCheck } = props;
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (opened) setChecked(false);
  }, [opened]);
  const checkLabel = typeof requireCheck === 'string' ? requireCheck : I_AM_SURE;
  return (
    <Dialog opened={opened} onClose={props.onCancel} title={props.title} centered>
      <Stack>
        {typeof props.message === 'string' ? <Text>{props.message}</Text> : props.message}
        {requireCheck && (
          <Checkbox label={checkLabel} checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          <Button
            color={props.destructive ? 'destructive' : undefined}
            disabled={!!requireCheck && !checked}
            loading={props.loading}
            onClick={props.onConfirm}
          >
            {props.confirmLabel ?? 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
