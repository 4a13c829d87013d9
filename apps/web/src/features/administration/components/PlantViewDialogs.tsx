import { Modal, Stack } from '@mantine/core';
import { plantViewCreateSchema, type AdminPlantView } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { useAssignablePlants, useCreatePlantView, useRenamePlantView } from '../api/plantViewsAdminApi';

/** Spec 2 section 5: name required; the External ID is the view's id, shown but fixed (it names the view in URLs and runs), so a disabled field that the form does not send. */
const renameSchema = z.object({ name: z.string().trim().min(1, 'Required').max(200), id: z.string().optional() });

/** 'Assign plant' (every component) or 'Create plant view' (a shadow view: id and name, components picked later). */
export function CreatePlantViewDialog({ portfolioId, mode, onClose }: { portfolioId: string; mode: 'assign' | 'shadow' | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const plants = useAssignablePlants(portfolioId, mode !== null);
  const create = useCreatePlantView({ portfolioId });
  const data = (plants.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.id})${p.views_here ? ` · ${t('details.viewsHere', { count: p.views_here })}` : ''}` }));
  const title = mode === 'shadow' ? t('details.createView') : t('details.assign');
  return (
    <Modal opened={mode !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
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
            <FormSelectField name="physical_plant_id" label={t('details.plant')} data={data} withAsterisk nothingFoundMessage={t('details.noPlants')} />
            {mode === 'shadow' && <FormTextField name="id" label={t('details.viewId')} description={t('details.viewIdHint')} />}
            {mode === 'shadow' && <FormTextField name="name" label={t('details.viewName')} />}
          </Stack>
        </EntityForm>
      )}
    </Modal>
  );
}

/** Rename a plant view ('Rename' on the portfolio's plants, 'Edit Plant View' on Manage Plant View); its id stays. */
export function RenamePlantViewDialog({ portfolioId, view, onClose, title }: { portfolioId: string; view: Pick<AdminPlantView, 'id' | 'name'> | null; onClose: () => void; title?: string }) {
  const { t } = useTranslation('admin');
  const rename = useRenamePlantView({ portfolioId });
  return (
    <Modal opened={!!view} onClose={onClose} title={title ?? t('details.rename')} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {view && (
        <EntityForm schema={renameSchema} values={{ name: view.name, id: view.id }} guardUnsaved={false} onSubmit={({ name }) => rename.mutateAsync({ id: view.id, name })} onSuccess={onClose}>
          <Stack gap="sm">
            <FormTextField name="name" label={t('details.viewName')} withAsterisk />
            <FormTextField name="id" label={t('manage.externalId')} withAsterisk disabledReason={t('manage.viewIdFixed')} />
          </Stack>
        </EntityForm>
      )}
    </Modal>
  );
}
