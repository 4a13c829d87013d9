import { Badge, Button, Group, Paper, SegmentedControl, Table, Text, Title } from '@mantine/core';
import {
  MODULE_INFO,
  MODULE_STATES,
  planModuleChange,
  moduleStatesOf,
  UPGRADE_TEXTS,
  type ModuleChange,
  type ModuleState,
  type PlantModules,
  type ProductModule,
} from '@penstock/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { RowsTable } from '@/ui/RowsTable';
import { TwoLineCell } from '@/ui/TwoLineCell';
import { MODULES_FAILED, useSetModule } from '../api/productModulesApi';
import { useModuleRequest } from '../hooks/useModuleRequest';
import { ModuleRequestButton } from './ModuleRequestButton';
import { ModuleStateBadge } from './ModuleStateBadge';
import { UpgradeModulesDialog } from './UpgradeModulesDialog';

/**
 * One physical plant's twelve modules on the Commercial screen: state switches for admins while
 * the plant is not in Review or Live (a change that raises dependencies asks first), the state,
 * days left and the request offers for everyone else.
 */
export function PlantModulesPanel({ portfolioId, plant }: { portfolioId: string; plant: PlantModules }) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState<{ module: ProductModule; state: ModuleState; changes: ModuleChange[] } | null>(
    null,
  );
  const [allOpen, setAllOpen] = useState(false);
  const { request, busy, contactDialog } = useModuleRequest(portfolioId, plant);
  const set = useSetModule(
    { portfolioId },
    { success: (r) => t('modules.saved', { count: r.changed.length, plant: r.name }), error: MODULES_FAILED },
  );
  const save = (module: ProductModule, state: ModuleState) => {
    const version = plant.modules.find((m) => m.module === module)?.version;
    set.mutate(
      { plantViewId: plant.plant_view_id, body: { module, state, version } },
      { onSettled: () => setPending(null) },
    );
  };
  const choose = (module: ProductModule, state: ModuleState) => {
    const plan = planModuleChange(moduleStatesOf(plant.modules), module, state);
    // more than the module itself changes: confirm the list first (a refusal comes back from the server with its reason)
    if (plan.ok && plan.changes.length > 1)
      setPending({ module, state, changes: plan.changes.filter((c) => c.module !== module) });
    else save(module, state);
  };

  return (
    <Paper withBorder radius="md" p="md" data-plant={plant.plant_view_id}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            {plant.name}
          </Title>
          <Badge variant="outline">{plant.plant_state}</Badge>
        </Group>
        <Button size="xs" variant="subtle" onClick={() => setAllOpen(true)}>
          {UPGRADE_TEXTS.allTitle}
        </Button>
      </Group>
      {plant.locked_reason && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="modules-locked">
          {plant.locked_reason}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <RowsTable
          verticalSpacing={6}
          aria-label={t('modules.tableLabel', { plant: plant.name })}
          rows={plant.modules}
          rowKey={(m) => m.module}
          rowProps={(m) => ({ 'data-module': m.module })}
          columns={[
            {
              key: 'module',
              header: t('modules.column.module'),
              cell: (m) => (
                <TwoLineCell
                  main={MODULE_INFO[m.module].label}
                  sub={MODULE_INFO[m.module].features.join(' · ')}
                  fw={500}
                />
              ),
            },
            {
              key: 'state',
              header: t('modules.column.state'),
              cell: (m) => (
                <>
                  {plant.can_change ? (
                    <SegmentedControl
                      size="xs"
                      value={m.state}
                      disabled={set.isPending}
                      aria-label={t('modules.stateOf', { module: MODULE_INFO[m.module].label })}
                      onChange={(v) => choose(m.module, v as ModuleState)}
                      data={MODULE_STATES.map((s) => ({ value: s, label: t(`modules.state.${s}`) }))}
                    />
                  ) : (
                    <ModuleStateBadge module={m} />
                  )}
                  {plant.can_change && m.state === 'TRIAL' && (
                    <Text size="xs" c="dimmed">
                      {t('modules.trialLeft', { count: m.days_left ?? 0 })}
                    </Text>
                  )}
                </>
              ),
            },
            {
              key: 'actions',
              header: t('modules.column.actions'),
              cell: (m) => <ModuleRequestButton module={m} onRequest={request} busy={busy} />,
            },
          ]}
        />
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={!!pending}
        title={UPGRADE_TEXTS.upgradeTitle}
        message={
          pending
            ? t('modules.confirmRaise', {
                module: MODULE_INFO[pending.module].label,
                state: t(`modules.state.${pending.state}`),
                others: pending.changes.map((c) => MODULE_INFO[c.module].label).join(', '),
              })
            : ''
        }
        loading={set.isPending}
        onConfirm={() => pending && save(pending.module, pending.state)}
        onCancel={() => setPending(null)}
      />
      <UpgradeModulesDialog
        opened={allOpen}
        onClose={() => setAllOpen(false)}
        portfolioId={portfolioId}
        plant={plant}
        all
      />
      {contactDialog}
    </Paper>
  );
}
