import { Stack } from '@mantine/core';
import { apiAccountCreateSchema, type ApiAccountCreate } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormCheckboxField } from '@/ui/form/FormCheckboxField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';

const EMPTY: ApiAccountCreate = { portfolio_id: '', name: '', can_write: false };

/** A new API service account: the one portfolio it reaches, what it is for, write permission there. */
export function ApiAccountCreateForm({
  portfolios,
  onSubmit,
  onSuccess,
}: {
  portfolios: { value: string; label: string }[];
  onSubmit: (body: ApiAccountCreate) => unknown;
  onSuccess?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <EntityForm
      schema={apiAccountCreateSchema}
      values={EMPTY}
      guardUnsaved={false}
      onSubmit={onSubmit}
      onSuccess={onSuccess}
      saveLabel={t('users.createApi')}
    >
      <Stack gap="sm">
        <FormSelectField name="portfolio_id" label={t('users.portfolio')} data={portfolios} withAsterisk searchable />
        <FormTextField name="name" label={t('users.purpose')} withAsterisk />
        <FormCheckboxField name="can_write" label={t('users.write')} />
      </Stack>
    </EntityForm>
  );
}
