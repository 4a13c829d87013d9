import { Skeleton, Stack } from '@mantine/core';
import { failureTexts } from './QueryView';

/** The pending state of a screen of cards: one skeleton of each card's height (px), stacked. */
export function SkeletonCards({ heights, testId }: { heights: readonly number[]; testId?: string }) {
  return (
    <Stack data-testid={testId}>
      {heights.map((h, i) => (
        <Skeleton key={i} h={h} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * QueryView's states of a screen of cards, texts from the feature's namespace: the cards' skeletons,
 * the `failed` text with Retry and the `empty` text (default 'No data available'), with the test ids
 * `{testId}-loading` and `{testId}-empty`: `<QueryView query={plants} {...cardStates(t, {...})}>`.
 */
export function cardStates(
  t: (key: string) => string,
  { heights, failed, empty, testId }: { heights: readonly number[]; failed: string; empty?: string; testId?: string },
) {
  return {
    pending: <SkeletonCards heights={heights} testId={testId && `${testId}-loading`} />,
    ...failureTexts(t, failed),
    empty: empty && t(empty),
    emptyTestId: testId && `${testId}-empty`,
  };
}
