import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableComponents, PlantRights } from '@penstock/domain';
import { TopologyPanel } from '@/features/topology/components/TopologyPanel';
import { QueryView } from '@/ui/QueryView';
import { useComponents, type PlantScope } from '../api/plantApi';
import { ComponentForm, type ComponentKind } from './ComponentForm';
import { ComponentTable } from './ComponentTable';

type Body = EditableComponents['hydro_bodies'][number];
type Unit = EditableComponents['control_units'][number];
type Editing = { kind: ComponentKind; row: Body | Unit | null };

/** Topology: the graph beside the tables of hydro bodies and control units, each added, edited and deleted here. */
export function TopologyTab({ scope, rights }: { scope: PlantScope; rights: PlantRights }) {
  const { t } = useTranslation('plants');
  const components = useComponents(scope);
  const [editing, setEditing] = useState<Editing | null>(null);
  const col = (key: string) => t(`topology.column.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
      <Stack gap="lg">
        <QueryView query={components} errorText={t('topology.loadFailed')} retryLabel={t('retry')}>
          {(c) => (
            <>
              <ComponentTable
                scope={scope} kind="hydro-body" rights={rights} title={t('topology.bodies')} addLabel={t('topology.addBody')} rows={c.hydro_bodies}
                columns={[{ header: col('id'), cell: (b) => b.id }, { header: col('name'), cell: (b) => b.name }, { header: col('type'), cell: (b) => b.type }]}
                onEdit={(row) => setEditing({ kind: 'hydro-body', row })}
              />
              <ComponentTable
                scope={scope} kind="control-unit" rights={rights} title={t('topology.units')} addLabel={t('topology.addUnit')} rows={c.control_units}
                columns={[
                  { header: col('id'), cell: (u) => u.id }, { header: col('name'), cell: (u) => u.name }, { header: col('type'), cell: (u) => u.type },
                  { header: col('upstream'), cell: (u) => u.upstream }, { header: col('downstream'), cell: (u) => u.downstream }, { header: col('mode'), cell: (u) => u.control_status },
                ]}
                onEdit={(row) => setEditing({ kind: 'control-unit', row })}
              />
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
    </SimpleGrid>
  );
}
