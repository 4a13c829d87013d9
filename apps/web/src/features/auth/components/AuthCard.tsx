import { Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the public auth pages: product mark, a title and a card, centred on the page. */
export function AuthCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)" component="main" id="main-content">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap="xs" justify="center">
          <Image src="/favicon.svg" alt="" w={36} h={36} />
          <Text fw={700} fz={26} c="primary.7">
            {t('brand')}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            {title && (
              <Title order={1} fz={22}>
                {title}
              </Title>
            )}
            <Box>{children}</Box>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
