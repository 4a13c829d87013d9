import { Stack } from '@mantine/core';
import { accountCreateSchema, type AccountCreate } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormCheckboxField } from '@/ui/form/FormCheckboxField';
import { FormTextField } from '@/ui/form/FormTextField';

const EMPTY: AccountCreate = { email: '', full_name: '', is_admin: false, mfa_enabled: false };

/** A new insight user: e-mail, name, admin flag, two-factor; saving sends the invitation mail. */
export function UserCreateForm({
  onSubmit,
  onSuccess,
}: {
  onSubmit: (body: AccountCreate) => unknown;
  onSuccess?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <EntityForm
      schema={accountCreateSchema}
      values={EMPTY}
      guardUnsaved={false}
      onSubmit={onSubmit}
      onSuccess={onSuccess}
      saveLabel={t('users.invite')}
    >
      <Stack gap="sm">
        <FormTextField name="email" label={t('users.email')} withAsterisk />
        <FormTextField name="full_name" label={t('users.name')} withAsterisk />
        <FormCheckboxField name="is_admin" label={t('users.admin')} />
        <FormCheckboxField name="mfa_enabled" label={t('users.mfa')} />
      </Stack>
    </EntityForm>
  );
}
