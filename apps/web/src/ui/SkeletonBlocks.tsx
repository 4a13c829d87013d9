import { Skeleton, Stack } from '@mantine/core';

/** The pending state of a screen of cards or charts: one rounded block per height, stacked (e.g. `[120, 300]`). */
export function SkeletonBlocks({ heights, testId }: { heights: readonly number[]; testId?: string }) {
  return (
    <Stack data-testid={testId}>
      {heights.map((h, i) => (
        <Skeleton key={i} h={h} radius="md" />
      ))}
    </Stack>
  );
}
