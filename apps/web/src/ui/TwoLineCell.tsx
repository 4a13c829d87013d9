import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell's name with a smaller, dimmed line under it (its id, its type). */
export function TwoLineCell({ main, sub, fw }: { main: ReactNode; sub: ReactNode; fw?: number }) {
  return (
    <>
      <Text size="sm" fw={fw}>
        {main}
      </Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    </>
  );
}
