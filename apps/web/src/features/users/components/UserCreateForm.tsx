import { accountCreateSchema, type AccountCreate } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { FormCheckboxField } from '@/ui/form/FormCheckboxField';
import { FormTextField } from '@/ui/form/FormTextField';
import { NewAccountForm, type NewAccountFormProps } from './NewAccountForm';

const EMPTY: AccountCreate = { email: '', full_name: '', is_admin: false, mfa_enabled: false };

/** A new insight user: e-mail, name, admin flag, two-factor; saving sends the invitation mail. */
export function UserCreateForm(props: NewAccountFormProps<AccountCreate>) {
  const { t } = useTranslation('admin');
  return (
    <NewAccountForm schema={accountCreateSchema} values={EMPTY} saveLabel={t('users.invite')} {...props}>
      <FormTextField name="email" label={t('users.email')} withAsterisk />
      <FormTextField name="full_name" label={t('users.name')} withAsterisk />
      <FormCheckboxField name="is_admin" label={t('users.admin')} />
      <FormCheckboxField name="mfa_enabled" label={t('users.mfa')} />
    </NewAccountForm>
  );
}
