import { Stack } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import {
  PLANT_VIEW_ID_HINT,
  PORTFOLIO_ID_PATTERN,
  plantViewCreateSchema,
  plantViewRenameSchema,
  type AdminPlantView,
} from '@penstock/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import {
  forgetPlantView,
  useAssignablePlants,
  useCreatePlantView,
  useRenamePlantView,
} from '../api/plantViewsAdminApi';

/**
 * Spec 2 section 5: name and External ID required ('Required' on blur). The External ID is the view's
 * id: a changed one must have the form of a new id (PORTFOLIO_ID_PATTERN); an unchanged one is sent as it is.
 */
const renameSchema = (currentId: string) =>
  plantViewRenameSchema.refine((v) => v.id === currentId || PORTFOLIO_ID_PATTERN.test(v.id), {
    path: ['id'],
    message: PLANT_VIEW_ID_HINT,
  });

/** 'Assign plant' (every component) or 'Create plant view' (a shadow view: id and name, components picked later). */
export function CreatePlantViewDialog({
  portfolioId,
  mode,
  onClose,
}: {
  portfolioId: string;
  mode: 'assign' | 'shadow' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const plants = useAssignablePlants(portfolioId, mode !== null);
  const create = useCreatePlantView({ portfolioId }, mode === 'shadow' ? 'shadow' : 'assign');
  const data = (plants.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.id})${p.views_here ? ` · ${t('details.viewsHere', { count: p.views_here })}` : ''}`,
  }));
  const title = mode === 'shadow' ? t('details.createView') : t('details.assign');
  return (
    <Dialog opened={mode !== null} onClose={onClose} title={title} centered>
      {mode && (
        <EntityForm
          schema={plantViewCreateSchema}
          values={{ physical_plant_id: '', components: mode === 'shadow' ? 'none' : 'all' }}
          guardUnsaved={false}
          saveLabel={title}
          onSubmit={(body) => create.mutateAsync({ ...body, id: body.id || undefined, name: body.name || undefined })}
          onSuccess={onClose}
        >
          <Stack gap="sm">
            <FormSelectField
              name="physical_plant_id"
              label={t('details.plant')}
              data={data}
              withAsterisk
              nothingFoundMessage={t('details.noPlants')}
            />
            {mode === 'shadow' && (
              <FormTextField name="id" label={t('details.viewId')} description={t('details.viewIdHint')} />
            )}
            {mode === 'shadow' && <FormTextField name="name" label={t('details.viewName')} />}
          </Stack>
        </EntityForm>
      )}
    </Dialog>
  );
}

/**
 * Rename a plant view ('Rename' on the portfolio's plants, 'Edit Plant View' on Manage Plant View):
 * its name and its External ID (the id; the server carries every reference along). `onRenamed`
 * gets the saved view, e.g. to move to its new address; then the old id's cached answers go.
 */
export function RenamePlantViewDialog({
  portfolioId,
  view,
  onClose,
  title,
  onRenamed,
}: {
  portfolioId: string;
  view: Pick<AdminPlantView, 'id' | 'name' | 'version'> | null;
  onClose: () => void;
  title?: string;
  onRenamed?: (view: AdminPlantView) => unknown;
}) {
  const { t } = useTranslation('admin');
  const rename = useRenamePlantView({ portfolioId });
  const client = useQueryClient();
  return (
    <Dialog opened={!!view} onClose={onClose} title={title ?? t('details.rename')} centered>
      {view && (
        <EntityForm
          schema={renameSchema(view.id)}
          values={{ name: view.name, id: view.id }}
          guardUnsaved={false}
          onSubmit={async (body) => {
            const saved = await rename.mutateAsync({ currentId: view.id, ...body, version: view.version });
            await onRenamed?.(saved);
            if (saved.id !== view.id) forgetPlantView(client, view.id);
          }}
          onSuccess={onClose}
        >
          <Stack gap="sm">
            <FormTextField name="name" label={t('details.viewName')} withAsterisk />
            <FormTextField
              name="id"
              label={t('manage.externalId')}
              description={t('manage.viewIdRenames')}
              withAsterisk
            />
          </Stack>
        </EntityForm>
      )}
    </Dialog>
  );
}
