import { ActionIcon, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TOOLTIPS, type EditableComponents, type PlantRights } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { TopologyPanel } from '@/features/topology/components/TopologyPanel';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { QueryView } from '@/ui/QueryView';
import { useComponents, usePlantWrite, type PlantScope } from '../api/plantApi';
import { ComponentForm, type ComponentKind } from './ComponentForm';

type Body = EditableComponents['hydro_bodies'][number];
type Unit = EditableComponents['control_units'][number];
type Editing = { kind: ComponentKind; row: Body | Unit | null };

export const COMPONENT_TOASTS = {
  'hydro-body': {
    saved: 'The hydrobody was saved successfully', updated: 'The hydrobody was updated successfully', deleted: 'The hydrobody was deleted successfully',
    title: 'Hydrobody could not be saved', generic: { saved: 'The hydrobody could not be saved', updated: 'The hydrobody could not be updated', deleted: 'The hydrobody could not be deleted' },
  },
  'control-unit': {
    saved: 'The control unit was saved successfully', updated: 'The control unit was updated successfully', deleted: 'The control unit was deleted successfully',
    title: 'Control unit could not be updated', generic: { saved: 'The control unit could not be saved', updated: 'The control unit could not be updated', deleted: 'The control unit could not be deleted' },
  },
} as const;

/** Topology: the graph beside the tables of hydro bodies and control units, each added, edited and deleted here. */
export function TopologyTab({ scope, rights }: { scope: PlantScope; rights: PlantRights }) {
  const { t } = useTranslation('plants');
  const components = useComponents(scope);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: ComponentKind; row: Body | Unit } | null>(null);
  const remove = usePlantWrite<{ kind: ComponentKind; row: Body | Unit }, unknown>(scope, {
    method: 'DELETE',
    path: (v) => endpoints.plantAdmin.component(scope.portfolioId, scope.plantViewId, v.kind, v.row.id),
    query: (v) => ({ version: v.row.version }),
    toasts: {
      success: (_d, v) => COMPONENT_TOASTS[v.kind].deleted,
      error: { title: 'Hydrobody could not be saved', generic: 'The hydrobody could not be deleted' },
    },
  });
  const canEdit = rights.editTopology || rights.editStaticData;
  const actions = (kind: ComponentKind, row: Body | Unit) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={canEdit ? t('topology.edit') : PERMISSION_TOOLTIPS.field}>
        <ActionIcon variant="subtle" aria-label={`${t('topology.edit')} ${row.name}`} onClick={() => setEditing({ kind, row })}><IconPencil size={16} /></ActionIcon>
      </Tooltip>
      <Tooltip label={rights.editTopology ? t('topology.delete') : PERMISSION_TOOLTIPS.field}>
        <ActionIcon variant="subtle" color="red" disabled={!rights.editTopology} aria-label={`${t('topology.delete')} ${row.name}`} onClick={() => setDeleting({ kind, row })}><IconTrash size={16} /></ActionIcon>
      </Tooltip>
    </Group>
  );
  const addButton = (kind: ComponentKind, label: string) => (
    <Tooltip label={PERMISSION_TOOLTIPS.placeholder} disabled={rights.editTopology}>
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={!rights.editTopology} onClick={() => setEditing({ kind, row: null })}>{label}</Button>
    </Tooltip>
  );

  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
      <Stack gap="lg">
        <QueryView query={components} errorText={t('topology.loadFailed')} retryLabel={t('retry')}>
          {(c) => (
            <>
              <Card withBorder>
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h4">{t('topology.bodies')}</Title>
                  {addButton('hydro-body', t('topology.addBody'))}
                </Group>
                <Table fz="sm" aria-label={t('topology.bodies')} data-testid="bodies-table">
                  <Table.Thead>
                    <Table.Tr><Table.Th>{t('topology.column.id')}</Table.Th><Table.Th>{t('topology.column.name')}</Table.Th><Table.Th>{t('topology.column.type')}</Table.Th><Table.Th>{t('topology.column.actions')}</Table.Th></Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {c.hydro_bodies.length === 0 && <Table.Tr><Table.Td colSpan={4} c="dimmed">{t('topology.none')}</Table.Td></Table.Tr>}
                    {c.hydro_bodies.map((b) => (
                      <Table.Tr key={b.id} data-component={b.id}><Table.Td>{b.id}</Table.Td><Table.Td>{b.name}</Table.Td><Table.Td>{b.type}</Table.Td><Table.Td>{actions('hydro-body', b)}</Table.Td></Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
              <Card withBorder>
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h4">{t('topology.units')}</Title>
                  {addButton('control-unit', t('topology.addUnit'))}
                </Group>
                <Table fz="sm" aria-label={t('topology.units')} data-testid="units-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('topology.column.id')}</Table.Th><Table.Th>{t('topology.column.name')}</Table.Th><Table.Th>{t('topology.column.type')}</Table.Th>
                      <Table.Th>{t('topology.column.upstream')}</Table.Th><Table.Th>{t('topology.column.downstream')}</Table.Th><Table.Th>{t('topology.column.mode')}</Table.Th><Table.Th>{t('topology.column.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {c.control_units.length === 0 && <Table.Tr><Table.Td colSpan={7} c="dimmed">{t('topology.none')}</Table.Td></Table.Tr>}
                    {c.control_units.map((u) => (
                      <Table.Tr key={u.id} data-component={u.id}>
                        <Table.Td>{u.id}</Table.Td><Table.Td>{u.name}</Table.Td><Table.Td>{u.type}</Table.Td><Table.Td>{u.upstream}</Table.Td><Table.Td>{u.downstream}</Table.Td><Table.Td>{u.control_status}</Table.Td>
                        <Table.Td>{actions('control-unit', u)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
              {editing && (
                <Modal opened onClose={() => setEditing(null)} title={editing.row ? editing.row.name : editing.kind === 'hydro-body' ? t('topology.addBody') : t('topology.addUnit')} size="lg" centered closeButtonProps={{ 'aria-label': t('close') }}>
                  <ComponentForm scope={scope} kind={editing.kind} row={editing.row} components={c} rights={rights} onDone={() => setEditing(null)} />
                </Modal>
              )}
            </>
          )}
        </QueryView>
      </Stack>
      <TopologyPanel portfolioId={scope.portfolioId} plantViewId={scope.plantViewId} selectionMode="local" height={520} />
      <ConfirmDialog
        opened={!!deleting}
        title={t('topology.deleteTitle', { name: deleting?.row.name ?? '' })}
        message={t('topology.deleteMessage')}
        confirmLabel={t('topology.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </SimpleGrid>
  );
}
