import { Alert, List } from '@mantine/core';

/** The messages of one kind about a table (errors, incomplete rows, warnings) as a list in an alert; nothing when there are none. */
export function MessageAlert({
  color,
  title,
  testId,
  messages,
}: {
  color: 'red' | 'yellow' | 'orange';
  title: string;
  testId: string;
  messages: readonly string[];
}) {
  if (messages.length === 0) return null;
  return (
    <Alert color={color} variant="light" title={title} data-testid={testId}>
      <List size="sm">
        {messages.map((m, i) => (
          <List.Item key={`${i}-${m}`}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
