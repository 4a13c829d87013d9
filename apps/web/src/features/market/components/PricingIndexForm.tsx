import { pricingIndexBodySchema, type PricingIndex } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { AddEditEntityForm } from '@/ui/form/AddEditEntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextareaField } from '@/ui/form/FormTextareaField';
import { FormTextField } from '@/ui/form/FormTextField';

export type PricingIndexValues = ReturnType<typeof pricingIndexBodySchema.parse>;

/** A pricing index of a region (add and edit): id and region fixed once created, name, description. */
export function PricingIndexForm({
  index,
  regions,
  ...save
}: {
  index?: PricingIndex;
  regions: ReadonlyArray<{ id: string; name: string }>;
  onSubmit: (body: PricingIndexValues) => unknown;
  onSuccess?: () => void;
}) {
  const { t } = useTranslation('admin');
  const fixed = index ? t('market.idFixed') : null;
  const values = {
    id: index?.id ?? '',
    name: index?.name ?? '',
    price_region_id: index?.price_region_id ?? '',
    description: index?.description ?? '',
  };
  return (
    <AddEditEntityForm schema={pricingIndexBodySchema} values={values} editing={!!index} {...save}>
      <FormTextField name="id" label={t('market.field.id')} withAsterisk disabledReason={fixed} />
      <FormTextField name="name" label={t('market.field.name')} withAsterisk />
      <FormSelectField
        name="price_region_id"
        label={t('market.field.region')}
        data={regions.map((r) => ({ value: r.id, label: r.name }))}
        searchable
        withAsterisk
        disabledReason={fixed}
      />
      <FormTextareaField name="description" label={t('market.field.description')} />
    </AddEditEntityForm>
  );
}
