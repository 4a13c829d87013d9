import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import type { AdminPlantView } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { routeHref } from '@/features/shell/utils/routeHref';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { ListScreen } from '@/ui/list/ListScreen';
import { listTextsUnder } from '@/ui/list/listTexts';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { plantViewsAdminApi, useUnassignPlants } from '../api/plantViewsAdminApi';
import { CreatePlantViewDialog, RenamePlantViewDialog } from './PlantViewDialogs';

/**
 * A portfolio's plants (/{env}/admin/portfolios/{portfolioId}, managePortfolios): its plant views
 * with their physical plant and assigned components; assign a plant, create a (shadow) plant view,
 * rename, unassign one or all; each view links to Manage Plant View.
 */
export function PortfolioDetailsPage() {
  const { t } = useTranslation('admin');
  const { env, params } = useScreen('portfolioDetails');
  const scope = { portfolioId: params.portfolioId };
  const views = useQuery(plantViewsAdminApi.list(scope));
  const unassign = useUnassignPlants(scope);
  const [creating, setCreating] = useState<'assign' | 'shadow' | null>(null);
  const [renaming, setRenaming] = useState<AdminPlantView | null>(null);
  const [unassigning, setUnassigning] = useState<AdminPlantView | 'all' | null>(null);
  const columns = [
    {
      key: 'name',
      header: t('details.viewName'),
      cell: (v: AdminPlantView) => (
        <Anchor
          component={RouterAnchor}
          href={routeHref(env, 'managePlantView', { portfolioId: params.portfolioId, plantViewId: v.id })}
        >
          {v.name}
        </Anchor>
      ),
    },
    { key: 'id', header: t('details.viewId'), cell: (v: AdminPlantView) => v.id },
    {
      key: 'plant',
      header: t('details.plant'),
      cell: (v: AdminPlantView) => `${v.physical_plant_name} (${v.physical_plant_id})`,
    },
    {
      key: 'state',
      header: t('details.state'),
      cell: (v: AdminPlantView) => <Badge variant="outline">{v.plant_state}</Badge>,
    },
    {
      key: 'components',
      header: t('details.components'),
      cell: (v: AdminPlantView) => t('details.componentCount', { bodies: v.hydro_bodies, units: v.control_units }),
    },
    {
      key: 'actions',
      header: t('column.actions'),
      cell: (v: AdminPlantView) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setRenaming(v)}>
            {t('details.rename')}
          </Button>
          <Button size="xs" variant="subtle" color="destructive" onClick={() => setUnassigning(v)}>
            {t('details.unassign')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Group gap="xs">
            <Button variant="default" disabled={!views.data?.length} onClick={() => setUnassigning('all')}>
              {t('details.unassignAll')}
            </Button>
            <Button variant="default" onClick={() => setCreating('shadow')}>
              {t('details.createView')}
            </Button>
            <Button onClick={() => setCreating('assign')}>{t('details.assign')}</Button>
          </Group>
        }
      />
      <ListScreen
        route="portfolioDetails"
        query={views}
        columns={columns}
        rowProps={(v) => ({ 'data-view': v.id })}
        searchFields={(v) => [v.name, v.id, v.physical_plant_name]}
        texts={listTextsUnder(t, 'details')}
        testId="plant-view-table"
      />
      <CreatePlantViewDialog portfolioId={params.portfolioId} mode={creating} onClose={() => setCreating(null)} />
      <RenamePlantViewDialog portfolioId={params.portfolioId} view={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        opened={unassigning !== null}
        title={unassigning === 'all' ? t('details.unassignAll') : t('details.unassign')}
        message={
          unassigning === 'all'
            ? t('details.unassignAllMessage')
            : unassigning
              ? t('details.unassignMessage', { name: unassigning.name })
              : ''
        }
        destructive
        requireCheck={unassigning === 'all'}
        loading={unassign.isPending}
        onConfirm={() =>
          unassigning &&
          unassign.mutate(unassigning === 'all' ? null : unassigning.id, { onSettled: () => setUnassigning(null) })
        }
        onCancel={() => setUnassigning(null)}
      />
    </Stack>
  );
}
