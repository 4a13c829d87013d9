import { Text } from '@mantine/core';

/** A report card's figure: the number large (tabular digits), its unit small and dimmed beside it. */
export function FigureText({ shown, testId }: { shown: { text: string; unit: string }; testId: string }) {
  return (
    <>
      <Text fz={26} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {shown.text}
      </Text>
      <Text size="sm" c="dimmed">
        {shown.unit}
      </Text>
    </>
  );
}
