import { ActionIcon, Button, Card, Group, Table, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TOOLTIPS, type PlantRights } from '@penstock/domain';
import type { PlantScope } from '../api/plantApi';
import type { ComponentKind } from '../utils/componentTypes';
import { DeleteComponentButton } from './DeleteComponentButton';

interface Row {
  id: string;
  name: string;
  version: number;
}

/** One table of the Topology tab (hydro bodies or control units): add, edit and delete (DeleteComponentButton). */
export function ComponentTable<R extends Row>({
  scope,
  kind,
  rights,
  title,
  addLabel,
  rows,
  columns,
  onEdit,
}: {
  scope: PlantScope;
  kind: ComponentKind;
  rights: PlantRights;
  title: string;
  addLabel: string;
  rows: readonly R[];
  columns: readonly { header: string; cell: (r: R) => ReactNode }[];
  /** Opens the form: a row to edit, null to add one. */
  onEdit: (row: R | null) => void;
}) {
  const { t } = useTranslation('plants');
  const canEdit = rights.editTopology || rights.editStaticData;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Tooltip label={PERMISSION_TOOLTIPS.placeholder} disabled={rights.editTopology}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={!rights.editTopology}
            onClick={() => onEdit(null)}
          >
            {addLabel}
          </Button>
        </Tooltip>
      </Group>
      <Table fz="sm" aria-label={title} data-testid={`${kind}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th>{t('topology.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1} c="dimmed">
                {t('topology.none')}
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={r.id} data-component={r.id}>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(r)}</Table.Td>
              ))}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={canEdit ? t('topology.edit') : PERMISSION_TOOLTIPS.field}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('topology.edit')} ${r.name}`}
                      onClick={() => onEdit(r)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <DeleteComponentButton scope={scope} kind={kind} row={r} allowed={rights.editTopology} look="icon" />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
