import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@penstock/domain';
import { RouterAnchor } from '@/ui/RouterAnchor';

/** Product mark linking to the environment root (the login-or-cockpit redirect). */
export function Logo({ env }: { env: string }) {
  return (
    <RouterAnchor
      href={`/${env}/`}
      aria-label={`${PRODUCT_NAME} home`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
          <rect width="32" height="32" rx="6" fill="var(--mantine-color-primary-7)" />
          <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
        </svg>
        <Text fw={700} size="lg" c="secondary.8">
          {PRODUCT_NAME}
        </Text>
      </Group>
    </RouterAnchor>
  );
}
