import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One kind of input a run held (its constraints, its outages): a title with the count, the none text or the table. */
export function RunInputSection({
  title,
  none,
  empty,
  testId,
  children,
}: {
  title: string;
  none: string;
  empty: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
