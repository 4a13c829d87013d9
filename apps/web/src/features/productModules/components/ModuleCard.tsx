import { Group, List, Paper, Text } from '@mantine/core';
import { MODULE_INFO } from '@penstock/domain';
import { ModuleRequestButton, type ModuleRequestProps } from './ModuleRequestButton';
import { ModuleStateBadge } from './ModuleStateBadge';

/** One module in the upgrade dialogs: name, state, its feature list and the request offer. */
export function ModuleCard({ module: m, onRequest, busy }: ModuleRequestProps) {
  const info = MODULE_INFO[m.module];
  return (
    <Paper withBorder p="sm" radius="md" data-module={m.module}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text fw={600}>{info.label}</Text>
          <ModuleStateBadge module={m} />
        </Group>
        <ModuleRequestButton module={m} onRequest={onRequest} busy={busy} />
      </Group>
      <List size="sm" c="dimmed" spacing={2}>
        {info.features.map((f) => (
          <List.Item key={f}>{f}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
