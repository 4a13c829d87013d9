import { Stack, Textarea } from '@mantine/core';
import { CURRENCY_CODES, customerBodySchema, type Customer } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { EntityForm, type EntityFormProps } from '@/ui/form/EntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { FormTimezoneField } from '@/ui/form/FormTimezoneField';
import { useFormContext } from 'react-hook-form';

const CURRENCIES = CURRENCY_CODES.map((c) => ({ value: c, label: c }));
export const EMPTY_CUSTOMER = {
  name: '',
  contact_name: '',
  contact_email: '',
  currency: 'EUR',
  timezone: 'Europe/Vienna',
  notes: '',
};

function NotesField({ label }: { label: string }) {
  const { register } = useFormContext();
  return <Textarea label={label} autosize minRows={2} {...register('notes')} />;
}

/** The customer's fields (add and edit): name, contact, currency, default time zone, notes. */
export function CustomerForm({
  customer,
  ...form
}: { customer?: Customer } & Pick<EntityFormProps<typeof customerBodySchema>, 'onSubmit' | 'onSuccess' | 'actions'>) {
  const { t } = useTranslation('admin');
  const values = customer
    ? {
        name: customer.name,
        contact_name: customer.contact_name ?? '',
        contact_email: customer.contact_email ?? '',
        currency: customer.currency,
        timezone: customer.timezone,
        notes: customer.notes,
      }
    : EMPTY_CUSTOMER;
  return (
    <EntityForm schema={customerBodySchema} values={values} guardUnsaved={!!customer} {...form}>
      <Stack gap="sm">
        <FormTextField name="name" label={t('customers.field.name')} withAsterisk />
        <FormTextField name="contact_name" label={t('customers.field.contactName')} />
        <FormTextField name="contact_email" label={t('customers.field.contactEmail')} />
        <FormSelectField name="currency" label={t('customers.field.currency')} data={CURRENCIES} searchable />
        <FormTimezoneField name="timezone" label={t('customers.field.timezone')} />
        <NotesField label={t('customers.field.notes')} />
      </Stack>
    </EntityForm>
  );
}
