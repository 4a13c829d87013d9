import { apiAccountCreateSchema, type ApiAccountCreate } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { FormCheckboxField } from '@/ui/form/FormCheckboxField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { NewAccountForm, type NewAccountFormProps } from './NewAccountForm';

const EMPTY: ApiAccountCreate = { portfolio_id: '', name: '', can_write: false };

/** A new API service account: the one portfolio it reaches, what it is for, write permission there. */
export function ApiAccountCreateForm({
  portfolios,
  ...props
}: NewAccountFormProps<ApiAccountCreate> & { portfolios: { value: string; label: string }[] }) {
  const { t } = useTranslation('admin');
  return (
    <NewAccountForm schema={apiAccountCreateSchema} values={EMPTY} saveLabel={t('users.createApi')} {...props}>
      <FormSelectField name="portfolio_id" label={t('users.portfolio')} data={portfolios} withAsterisk searchable />
      <FormTextField name="name" label={t('users.purpose')} withAsterisk />
      <FormCheckboxField name="can_write" label={t('users.write')} />
    </NewAccountForm>
  );
}
