import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The grid-reserve help dialogs of spec 2 section 2, one per topic. */
export const HELP_TOPICS = [
  'activationCompensation',
  'bidStepSize',
  'expectedActivation',
  'hourlySchedule',
  'minimumBidSize',
  'productName',
  'reserveDirection',
  'reserveType',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** One help dialog: the topic's title and its paragraphs. */
export function ReserveHelpDialog({ topic, onClose }: { topic: HelpTopic | null; onClose: () => void }) {
  const { t } = useTranslation('reserves');
  const paragraphs = topic ? (t(`help.${topic}.body`, { returnObjects: true }) as unknown as string[]) : [];
  return (
    <Modal
      opened={topic !== null}
      onClose={onClose}
      title={topic ? t(`help.${topic}.title`) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('help.close') }}
      data-testid="reserve-help"
    >
      <Stack gap="sm">
        {(Array.isArray(paragraphs) ? paragraphs : []).map((p, i) => (
          <Text key={i} size="sm">
            {p}
          </Text>
        ))}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('help.close')}</Button>
      </Group>
    </Modal>
  );
}

/** A field label with its help button (the button opens the topic's dialog; it is not part of the label's click). */
export function HelpLabel({ label, topic }: { label: ReactNode; topic: HelpTopic }) {
  const { t } = useTranslation('reserves');
  const [open, setOpen] = useState(false);
  const title = t(`help.${topic}.title`);
  return (
    <>
      <Group gap={4} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
        {label}
        <Tooltip label={t('form.help', { topic: title })}>
          <ActionIcon
            variant="subtle"
            size="xs"
            aria-label={t('form.help', { topic: title })}
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              setOpen(true);
            }}
          >
            <IconHelpCircle size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ReserveHelpDialog topic={open ? topic : null} onClose={() => setOpen(false)} />
    </>
  );
}
