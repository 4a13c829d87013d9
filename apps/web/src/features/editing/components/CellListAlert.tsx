import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The first ten cells a refused save names, one line each, under a title and an intro. */
export function CellListAlert({
  title,
  intro,
  lines,
  testId,
}: {
  title: string;
  intro: string;
  lines: readonly { key: string; text: string }[];
  testId: string;
}) {
  if (!lines.length) return null;
  return (
    <Alert
      color="destructive"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      role="alert"
      data-testid={testId}
    >
      <Text size="sm" mb={4}>
        {intro}
      </Text>
      <List size="sm" spacing={2}>
        {lines.slice(0, 10).map((l) => (
          <List.Item key={l.key}>{l.text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
