import { ActionIcon, Button, Group, Stack, Tabs, Tooltip } from '@mantine/core';
import { IconHelp, IconList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSTRAINABLE_TYPES, type Constraint } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { ListScreen } from '@/ui/list/ListScreen';
import { listTexts } from '@/ui/list/listTexts';
import { constraintsApi } from '../api/constraintsApi';
import { useConstraintTypes } from '../api/getConstraintTypes';
import { constraintColumns } from './constraintColumns';
import { ConstraintDetail } from './ConstraintDetail';
import type { ConstraintFormContext } from './constraintFormContext';
import { ConstraintTypesDialog } from './ConstraintTypesDialog';
import { NewConstraintModal } from './NewConstraintModal';
import { StatusHelpDialog } from './StatusHelpDialog';
import { TabList } from '@/ui/TabList';

const TABS = ['all', ...CONSTRAINABLE_TYPES] as const;
const searchFields = (c: Constraint) => [c.constrainable_name, c.type_display_name, c.type_name];
const order = (a: Constraint, b: Constraint) =>
  a.plant_view_id.localeCompare(b.plant_view_id) ||
  a.constrainable_name.localeCompare(b.constrainable_name) ||
  a.type_display_name.localeCompare(b.type_display_name) ||
  a.validity_start_timestamp_millis - b.validity_start_timestamp_millis;

/**
 * Constraints (/{env}/constraints/{portfolioId}/{plantViewId?}, spec 2 sections 2-9): the plant's
 * (or the portfolio's) constraints per plant and component with their status per day for the coming
 * weeks; a tab per component kind (query `tab`), the selected one (query `selected`) in its form
 * with history, deactivate and delete; new constraints, the types catalogue and the status help.
 */
export function ConstraintsPage() {
  const { t, i18n } = useTranslation('constraints');
  const { params, search, setSearch } = useScreen('constraints');
  const { portfolioId } = params;
  const scope = { portfolioId, plantViewId: params.plantViewId ?? '' };
  const list = useQuery(constraintsApi.list(scope));
  const plantsQuery = usePlantViewList(portfolioId);
  const types = useConstraintTypes(portfolioId);
  // the write right (domain plantRights, as the server's guard) of the plant on screen, else of the portfolio's first
  const canWrite = usePlantRights(
    portfolioId,
    plantsQuery.data?.find((p) => p.id === params.plantViewId) ?? plantsQuery.data?.[0],
  ).write;
  const [now] = useState(() => Date.now());
  const form: ConstraintFormContext = { scope, types: types.data ?? [], now };
  const [dialog, setDialog] = useState<'new' | 'types' | 'help' | null>(null);

  const plants = useMemo(() => new Map((plantsQuery.data ?? []).map((p) => [p.id, p])), [plantsQuery.data]);
  const tab = (TABS as readonly string[]).includes(search.tab ?? '') ? (search.tab as (typeof TABS)[number]) : 'all';
  const rows = useMemo(
    () => (list.data ? list.data.filter((c) => tab === 'all' || c.constrainable_type === tab).sort(order) : undefined),
    [list.data, tab],
  );
  const counts = useMemo(() => {
    const n: Record<string, number> = { all: list.data?.length ?? 0 };
    for (const c of list.data ?? []) n[c.constrainable_type] = (n[c.constrainable_type] ?? 0) + 1;
    return n;
  }, [list.data]);
  const columns = useMemo(
    () => constraintColumns(t, i18n.language, { plants, showPlant: !params.plantViewId, now }),
    [t, i18n.language, plants, params.plantViewId, now],
  );

  const toolbar = (
    <Group gap="xs" ml="auto">
      <Tooltip label={t('noPermission')} disabled={canWrite}>
        <span>
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={!canWrite || !plantsQuery.data?.length}
            onClick={() => setDialog('new')}
          >
            {t('new')}
          </Button>
        </span>
      </Tooltip>
      <Button variant="default" leftSection={<IconList size={16} />} onClick={() => setDialog('types')}>
        {t('typesButton')}
      </Button>
      <Tooltip label={t('helpButton')}>
        <ActionIcon variant="subtle" size="lg" aria-label={t('helpButton')} onClick={() => setDialog('help')}>
          <IconHelp />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader />
      <Tabs
        value={tab}
        onChange={(v) => setSearch({ tab: v === 'all' ? undefined : (v ?? undefined), selected: undefined })}
      >
        <TabList
          tabs={TABS}
          label={(k) => (
            <>
              {t(`tabs.${k}`)} ({counts[k] ?? 0})
            </>
          )}
        />
      </Tabs>
      <ListScreen
        route="constraints"
        query={{ ...list, data: rows }}
        columns={columns}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-constraint': c.id, 'data-type': c.type_name })}
        status={{
          of: (c) => c.status,
          label: t('filter.label'),
          options: (['Active', 'draft', 'Inactive'] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
        }}
        searchFields={searchFields}
        selectable
        toolbar={toolbar}
        export={{
          fileName: t('exportName', {
            scope: (params.plantViewId && plants.get(params.plantViewId)?.name) || t('portfolio'),
          }),
        }}
        detail={(c) => {
          const plant = plants.get(c.plant_view_id);
          return plant ? (
            <ConstraintDetail
              form={form}
              constraint={c}
              plant={plant}
              onClose={() => setSearch({ selected: undefined })}
            />
          ) : null;
        }}
        texts={listTexts(t)}
        testId="constraints-table"
        emptyTestId="constraints-empty"
        minWidth={1100}
      />
      {dialog === 'new' && (
        <NewConstraintModal
          opened
          form={form}
          plants={plantsQuery.data ?? []}
          onClose={() => setDialog(null)}
          onCreated={(id) => {
            setDialog(null);
            setSearch({ selected: id, tab: undefined });
          }}
        />
      )}
      <ConstraintTypesDialog opened={dialog === 'types'} onClose={() => setDialog(null)} types={types} />
      <StatusHelpDialog opened={dialog === 'help'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
