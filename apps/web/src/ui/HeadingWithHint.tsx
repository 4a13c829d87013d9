import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small bold heading with a dimmed line under it (what the part below is for, or its window). */
export function HeadingWithHint({
  heading,
  hint,
  hintTestId,
}: {
  heading: ReactNode;
  hint: ReactNode;
  hintTestId?: string;
}) {
  return (
    <>
      <Text fw={600} size="sm">
        {heading}
      </Text>
      <Text size="xs" c="dimmed" data-testid={hintTestId}>
        {hint}
      </Text>
    </>
  );
}
