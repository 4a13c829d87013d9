import { Anchor, Group, Paper, Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryView, type QueryLike } from './QueryView';

export interface AreaPanelProps<T> {
  testId: string;
  query: QueryLike<T>;
  pending: ReactNode;
  errorText: string;
  retryLabel: string;
  /** space between the heading line and the body */
  gap: MantineSpacing | number;
  /** the heading line's left side; its right side is the link */
  heading: (data: NonNullable<T>) => ReactNode;
  /** the link that opens the area (e.g. 'Open constraints') */
  link: { href: string; label: string };
  children: (data: NonNullable<T>) => ReactNode;
  /** below the loaded part, whatever its state */
  below?: ReactNode;
}

/**
 * A bordered panel of another area on a screen (the cockpit's constraint alerts and outages): the
 * query's states, then a heading line ending in the link to the area, then the body. Loaded data
 * never counts as empty: the body says "none" itself.
 */
export function AreaPanel<T>({ testId, query, heading, link, gap, children, below, ...states }: AreaPanelProps<T>) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Stack gap="sm">
        <QueryView query={query} {...states} isEmpty={() => false}>
          {(data) => (
            <Stack gap={gap}>
              <Group justify="space-between">
                {heading(data)}
                <Anchor href={link.href} size="sm">
                  {link.label}
                </Anchor>
              </Group>
              {children(data)}
            </Stack>
          )}
        </QueryView>
        {below}
      </Stack>
    </Paper>
  );
}
