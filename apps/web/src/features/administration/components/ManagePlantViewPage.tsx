import { Alert, Button, Grid, Stack } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS_MIN_PX, type PlantViewComponent } from '@penstock/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { routeHref } from '@/features/shell/utils/routeHref';
import { TopologyPanel } from '@/features/topology/components/TopologyPanel';
import { BackLink } from '@/ui/BackLink';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { selectQuery } from '@/ui/QueryView';
import { plantViewComponentsQuery, useChangeComponents } from '../api/plantViewComponentsApi';
import { plantViewsAdminApi } from '../api/plantViewsAdminApi';
import { ComponentEditForm } from './ComponentEditForm';
import { ComponentTable } from './ComponentTable';
import { RenamePlantViewDialog } from './PlantViewDialogs';

/**
 * Manage Plant View (/{env}/admin/portfolios/{portfolioId}/{plantViewId}, spec 2 section 2): which
 * components of its physical plant the view shows, under which Display Name and External ID, with
 * the view's topology beside the tables on wide screens.
 */
export function ManagePlantViewPage() {
  const { t } = useTranslation('admin');
  const { env, params } = useScreen('managePlantView');
  const router = useRouter();
  const scope = { portfolioId: params.portfolioId, plantViewId: params.plantViewId };
  const views = useQuery(plantViewsAdminApi.list({ portfolioId: params.portfolioId }));
  const view = views.data?.find((v) => v.id === params.plantViewId);
  // a view renamed or unassigned meanwhile (an old link): say so rather than failing tables
  const missing = !!views.data && !view;
  const components = useQuery(plantViewComponentsQuery(scope));
  const change = useChangeComponents(scope);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS_MIN_PX[3]}px)`) ?? false;
  const [editing, setEditing] = useState<PlantViewComponent | null>(null);
  const [editingView, setEditingView] = useState(false);
  const [unassigningAll, setUnassigningAll] = useState<'hydro_body' | 'control_unit' | null>(null);
  const table = (kind: 'hydro_body' | 'control_unit') => ({
    busy: change.isPending,
    onAssign: (c: PlantViewComponent) => change.mutate({ op: 'assign', type: c.type, internalId: c.internal_id }),
    onUnassign: (c: PlantViewComponent) => change.mutate({ op: 'unassign', type: c.type, internalId: c.internal_id }),
    onEdit: setEditing,
    onAssignAll: () => change.mutate({ op: 'assignAll', kind }),
    onUnassignAll: () => setUnassigningAll(kind),
  });
  const tables = (
    <Stack gap="md">
      <ComponentTable
        title={t('manage.hydroBodies')}
        testId="hydro-bodies"
        query={selectQuery(components, (c) => c.hydro_bodies)}
        {...table('hydro_body')}
      />
      <ComponentTable
        title={t('manage.controlUnits')}
        testId="control-units"
        query={selectQuery(components, (c) => c.control_units)}
        {...table('control_unit')}
      />
    </Stack>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Button variant="default" disabled={!view} onClick={() => setEditingView(true)}>
            {t('manage.editView')}
          </Button>
        }
      />
      <BackLink href={routeHref(env, 'portfolioDetails', { portfolioId: params.portfolioId })} testId="manage-back">
        {t('manage.back', { name: view?.name ?? params.plantViewId, id: params.plantViewId })}
      </BackLink>
      <Alert variant="light" color="info" icon={<IconInfoCircle aria-hidden />}>
        {t('manage.note')}
      </Alert>
      {missing ? (
        <Alert variant="light" color="caution" data-testid="view-not-found">
          {t('manage.notFound', { id: params.plantViewId })}
        </Alert>
      ) : wide ? (
        <Grid gap="md">
          <Grid.Col span={7}>{tables}</Grid.Col>
          <Grid.Col span={5}>
            <TopologyPanel
              portfolioId={params.portfolioId}
              plantViewId={params.plantViewId}
              selectionMode="local"
              height={560}
            />
          </Grid.Col>
        </Grid>
      ) : (
        tables
      )}
      <Dialog opened={!!editing} onClose={() => setEditing(null)} title={t('manage.editComponent')} centered>
        {editing && (
          <ComponentEditForm
            component={editing}
            onSubmit={(v) =>
              change.mutateAsync({
                op: 'update',
                type: editing.type,
                internalId: editing.internal_id,
                name: v.name,
                externalId: v.external_id,
              })
            }
            onSuccess={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        opened={unassigningAll !== null}
        title={t('manage.unassignAll')}
        message={t('manage.unassignAllMessage', {
          table: unassigningAll === 'hydro_body' ? t('manage.hydroBodies') : t('manage.controlUnits'),
        })}
        confirmLabel={t('manage.unassignAll')}
        destructive
        loading={change.isPending}
        onConfirm={() =>
          unassigningAll &&
          change.mutate({ op: 'unassignAll', kind: unassigningAll }, { onSettled: () => setUnassigningAll(null) })
        }
        onCancel={() => setUnassigningAll(null)}
      />
      <RenamePlantViewDialog
        portfolioId={params.portfolioId}
        view={editingView && view ? view : null}
        onClose={() => setEditingView(false)}
        title={t('manage.editView')}
        onRenamed={(v) =>
          v.id !== params.plantViewId &&
          router.navigate({
            href: routeHref(env, 'managePlantView', { portfolioId: params.portfolioId, plantViewId: v.id }),
            replace: true,
          })
        }
      />
    </Stack>
  );
}
