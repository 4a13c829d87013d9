import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RouterAnchor } from './RouterAnchor';

/** A link back to the screen above this one (e.g. the list a detail page was opened from). */
export function BackLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  return (
    <Anchor component={RouterAnchor} href={href} size="sm" data-testid={testId}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
