import { Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlantRights } from '@penstock/domain';
import { TopologyPanel } from '@/features/topology/components/TopologyPanel';
import { QueryView } from '@/ui/QueryView';
import { useComponents, type PlantScope } from '../api/plantApi';
import { usePlantLocation } from '../hooks/usePlantLocation';
import { ComponentForm } from './ComponentForm';
import { ComponentTable } from './ComponentTable';
import { DeleteComponentButton } from './DeleteComponentButton';
import { TopologyGraphActions } from './TopologyGraphActions';
import { ViewSwitch } from './ViewSwitch';
import { useLinkUnit } from '../hooks/useLinkUnit';
import type { Body, ComponentKind, Unit } from '../utils/componentTypes';

/**
 * Topology: the graph (an editor: a click opens a component's form, a drag links a unit to its
 * upstream or downstream body, the toolbar adds) beside the tables of hydro bodies and control
 * units; both write through the same calls with the same toasts and refusals. The open form is
 * the query `component` and the layout the query `view` (graph, table, or both).
 */
export function TopologyTab({ scope, rights }: { scope: PlantScope; rights: PlantRights }) {
  const { t } = useTranslation('plants');
  const location = usePlantLocation();
  const components = useComponents(scope);
  const [adding, setAdding] = useState<ComponentKind | null>(null);
  const link = useLinkUnit(scope, components.data);
  const open = (id: string | null) => location.go({ component: id });
  const col = (key: string) => t(`topology.column.${key}`);
  const c = components.data;
  const body = c?.hydro_bodies.find((b) => b.id === location.component);
  const unit = c?.control_units.find((u) => u.id === location.component);
  const editing: { kind: ComponentKind; row: Body | Unit | null } | null = adding
    ? { kind: adding, row: null }
    : body
      ? { kind: 'hydro-body', row: body }
      : unit
        ? { kind: 'control-unit', row: unit }
        : null;
  const close = () => (adding ? setAdding(null) : open(null));
  const actions = <TopologyGraphActions allowed={rights.editTopology} onAdd={setAdding} />;

  // both tables start with id, name and type; a row's pencil opens its form, the add button an empty one
  const componentTable = <R extends Body | Unit>(
    kind: ComponentKind,
    title: string,
    addLabel: string,
    rows: readonly R[],
    more: { header: string; cell: (r: R) => ReactNode }[],
  ) => (
    <ComponentTable
      scope={scope}
      kind={kind}
      rights={rights}
      title={title}
      addLabel={addLabel}
      rows={rows}
      columns={[
        { header: col('id'), cell: (r: R) => r.id },
        { header: col('name'), cell: (r: R) => r.name },
        { header: col('type'), cell: (r: R) => r.type },
        ...more,
      ]}
      onEdit={(row) => (row ? open(row.id) : setAdding(kind))}
    />
  );
  const tables = (
    <QueryView query={components} errorText={t('topology.loadFailed')} retryLabel={t('retry')}>
      {(c) => (
        <Stack gap="lg">
          {componentTable('hydro-body', t('topology.bodies'), t('topology.addBody'), c.hydro_bodies, [])}
          {componentTable('control-unit', t('topology.units'), t('topology.addUnit'), c.control_units, [
            { header: col('upstream'), cell: (u) => u.upstream },
            { header: col('downstream'), cell: (u) => u.downstream },
            { header: col('mode'), cell: (u) => u.control_status },
          ])}
        </Stack>
      )}
    </QueryView>
  );
  const graph = (
    <TopologyPanel
      portfolioId={scope.portfolioId}
      plantViewId={scope.plantViewId}
      selectionMode="local"
      height={location.view === 'graph' ? 680 : 520}
      editor={{
        selectedId: location.component,
        onOpen: (node) => open(node.memberIds[0] ?? node.id),
        onLink: rights.editTopology ? link : undefined,
        actions,
      }}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ViewSwitch texts="topology" views={['graph', 'table']} />
      </Group>
      {location.view === 'graph' ? (
        graph
      ) : location.view === 'table' ? (
        tables
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
          {tables}
          {graph}
        </SimpleGrid>
      )}
      {editing && c && (
        <Modal
          opened
          onClose={close}
          title={
            editing.row
              ? editing.row.name
              : editing.kind === 'hydro-body'
                ? t('topology.addBody')
                : t('topology.addUnit')
          }
          size="lg"
          centered
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          <Stack gap="md">
            <ComponentForm
              key={editing.row ? `${editing.row.id}-${editing.row.version}` : editing.kind}
              scope={scope}
              kind={editing.kind}
              row={editing.row}
              components={c}
              rights={rights}
              onDone={close}
            />
            {editing.row && (
              <Group justify="flex-start">
                <DeleteComponentButton
                  scope={scope}
                  kind={editing.kind}
                  row={editing.row}
                  allowed={rights.editTopology}
                  look="button"
                  onDeleted={close}
                />
              </Group>
            )}
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
