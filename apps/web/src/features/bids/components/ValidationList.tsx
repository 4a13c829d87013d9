import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SHOWN = 20;

/** The problems of the curves as edited (checked here with the server's rules) or as the server refused them. */
export function ValidationList({ messages, title }: { messages: readonly string[]; title?: string }) {
  const { t } = useTranslation('bids');
  if (!messages.length)
    return (
      <Text size="sm" c="positive.7" data-testid="bid-valid">
        {t('validation.ok')}
      </Text>
    );
  return (
    <Alert
      color="destructive"
      variant="light"
      title={title ?? t('validation.title', { count: messages.length })}
      data-testid="bid-problems"
    >
      <List size="sm">
        {messages.slice(0, SHOWN).map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
      {messages.length > SHOWN && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('validation.more', { count: messages.length - SHOWN })}
        </Text>
      )}
    </Alert>
  );
}
