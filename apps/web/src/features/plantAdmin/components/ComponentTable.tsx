import { ActionIcon, Button, Card, Group, Table, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TOOLTIPS, type PlantRights } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { usePlantWrite, type PlantScope } from '../api/plantApi';
import { COMPONENT_TOASTS } from '../utils/componentToasts';
import type { ComponentKind } from './ComponentForm';

interface Row {
  id: string;
  name: string;
  version: number;
}

/** One table of the Topology tab (hydro bodies or control units): add, edit and delete (with its own confirmation and toasts). */
export function ComponentTable<R extends Row>({ scope, kind, rights, title, addLabel, rows, columns, onEdit }: {
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
  const [deleting, setDeleting] = useState<R | null>(null);
  const texts = COMPONENT_TOASTS[kind];
  const remove = usePlantWrite<R, unknown>(scope, {
    method: 'DELETE',
    path: (r) => endpoints.plantAdmin.component(scope.portfolioId, scope.plantViewId, kind, r.id),
    query: (r) => ({ version: r.version }),
    toasts: { success: texts.deleted, error: { title: texts.title, generic: texts.generic.deleted } },
  });
  const canEdit = rights.editTopology || rights.editStaticData;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">{title}</Title>
        <Tooltip label={PERMISSION_TOOLTIPS.placeholder} disabled={rights.editTopology}>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={!rights.editTopology} onClick={() => onEdit(null)}>{addLabel}</Button>
        </Tooltip>
      </Group>
      <Table fz="sm" aria-label={title} data-testid={`${kind}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => <Table.Th key={c.header}>{c.header}</Table.Th>)}
            <Table.Th>{t('topology.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <Table.Tr><Table.Td colSpan={columns.length + 1} c="dimmed">{t('topology.none')}</Table.Td></Table.Tr>}
          {rows.map((r) => (
            <Table.Tr key={r.id} data-component={r.id}>
              {columns.map((c) => <Table.Td key={c.header}>{c.cell(r)}</Table.Td>)}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={canEdit ? t('topology.edit') : PERMISSION_TOOLTIPS.field}>
                    <ActionIcon variant="subtle" aria-label={`${t('topology.edit')} ${r.name}`} onClick={() => onEdit(r)}><IconPencil size={16} /></ActionIcon>
                  </Tooltip>
                  <Tooltip label={rights.editTopology ? t('topology.delete') : PERMISSION_TOOLTIPS.field}>
                    <ActionIcon variant="subtle" color="red" disabled={!rights.editTopology} aria-label={`${t('topology.delete')} ${r.name}`} onClick={() => setDeleting(r)}><IconTrash size={16} /></ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={!!deleting}
        title={t('topology.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('topology.deleteMessage')}
        confirmLabel={t('topology.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </Card>
  );
}
