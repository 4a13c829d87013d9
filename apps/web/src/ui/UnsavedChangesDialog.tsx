import { Button, Group, Text } from '@mantine/core';
import { Dialog } from './Dialog';

export const UNSAVED_CHANGES_TEXT =
  'You have unsaved changes! Are you sure you want to leave? You will lose the changes.';

export function UnsavedChangesDialog({
  opened,
  onLeave,
  onStay,
}: {
  opened: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onStay} title="Unsaved changes" centered>
      <Text>{UNSAVED_CHANGES_TEXT}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          Cancel
        </Button>
        <Button color="destructive" onClick={onLeave}>
          Leave
        </Button>
      </Group>
    </Dialog>
  );
}
