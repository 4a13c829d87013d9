import { Text, Title } from '@mantine/core';

/** The heading of a plant settings card: its title and, under it, an optional explanation. */
export function CardHeading({ title, help }: { title: string; help?: string }) {
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
    </>
  );
}
