import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlantScope } from '../api/plantApi';
import type { PlantAdminPath } from '@/api/endpoints';
import { ChangeHistory } from './ChangeHistory';

/** One editable section of the General tab: its title, its change history, an optional explanation, its form. */
export function SettingsSection({
  scope,
  title,
  historyPath,
  help,
  children,
}: {
  scope: PlantScope;
  title: string;
  /** The entity's history under the plant view, e.g. `strategy-adjustment/history`. */
  historyPath: PlantAdminPath;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {title}
          </Title>
          <ChangeHistory scope={scope} path={historyPath} title={title} />
        </Group>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
