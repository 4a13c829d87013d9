import { Stack } from '@mantine/core';
import type { PlantViewComponent } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormTextField } from '@/ui/form/FormTextField';

/** Spec 2 section 5: name and external_id required (at least 1 character, 'Required'), validated on blur. */
const componentFormSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  external_id: z.string().trim().min(1, 'Required').max(200),
});
export type ComponentFormValues = z.infer<typeof componentFormSchema>;

/** Edit a component's Display Name and External ID in the plant view; Save only when changed. */
export function ComponentEditForm({
  component,
  onSubmit,
  onSuccess,
}: {
  component: PlantViewComponent;
  onSubmit: (v: ComponentFormValues) => unknown;
  onSuccess?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <EntityForm
      schema={componentFormSchema}
      values={{ name: component.name, external_id: component.external_id }}
      guardUnsaved={false}
      onSubmit={onSubmit}
      onSuccess={onSuccess}
    >
      <Stack gap="sm">
        <FormTextField
          name="name"
          label={t('manage.displayName')}
          description={t('manage.ofComponent', { name: component.component_name })}
          withAsterisk
        />
        <FormTextField name="external_id" label={t('manage.externalId')} withAsterisk />
      </Stack>
    </EntityForm>
  );
}
