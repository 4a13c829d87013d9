import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormTextField } from '@/ui/form/FormTextField';

const renameSchema = z.object({ name: z.string().trim().min(1, 'Required').max(200) });

/** A plant's name (General tab); leaving with an unsaved name asks first, as every form does. */
export function PlantNameForm({
  name,
  canWrite,
  onSubmit,
}: {
  name: string;
  canWrite: boolean;
  onSubmit: (values: { name: string }) => unknown;
}) {
  const { t } = useTranslation('plants');
  return (
    <EntityForm schema={renameSchema} values={{ name }} canWrite={canWrite} onSubmit={onSubmit}>
      <FormTextField name="name" label={t('general.rename')} withAsterisk />
    </EntityForm>
  );
}
