import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One kind of input a run held (its constraints, its outages): a title with the count, the none
 * text or the table. The texts are the kind's (`<input>.title`, `<input>.none`), the test id `run-<input>`.
 */
export function RunInputSection({
  input,
  count,
  children,
}: {
  input: 'constraints' | 'outages';
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('optimization');
  return (
    <Stack gap="xs" data-testid={`run-${input}`}>
      <Title order={4} size="h5">
        {t(`${input}.title`, { count })}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${input}.none`)}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
