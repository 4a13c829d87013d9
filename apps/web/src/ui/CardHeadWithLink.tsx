import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The head of a summary card (the cockpit's outages, constraint alerts): what it sums up, and the link to its screen on the right. */
export function CardHeadWithLink({ children, href, label }: { children: ReactNode; href: string; label: string }) {
  return (
    <Group justify="space-between">
      {children}
      <Anchor href={href} size="sm">
        {label}
      </Anchor>
    </Group>
  );
}
