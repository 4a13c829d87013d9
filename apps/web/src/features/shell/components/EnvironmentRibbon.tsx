import { Box, Text } from '@mantine/core';
import { findEnvironment } from '@/app/environments';

/** A ribbon across the top on every non-production environment, so nobody mistakes it for production. */
export function EnvironmentRibbon({ env }: { env: string }) {
  const environment = findEnvironment(env);
  if (!environment || environment.production) return null;
  return (
    <Box bg="accent.7" py={2} ta="center" role="note" aria-label="Environment">
      <Text size="xs" fw={700} c="white" tt="uppercase">
        {environment.name}
      </Text>
    </Box>
  );
}
