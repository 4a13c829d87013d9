import { pricingIndexBodySchema, type PricingIndex } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { AddEditEntityForm } from '@/ui/form/AddEditEntityForm';
import { FormTextareaField } from '@/ui/form/FormTextareaField';
import { FormTextField } from '@/ui/form/FormTextField';
import { formValuesOf, RegionField, type MarketFormSave } from './marketFormParts';

const EMPTY_INDEX = { id: '', name: '', price_region_id: '', description: '' };
export type PricingIndexValues = ReturnType<typeof pricingIndexBodySchema.parse>;

/** A pricing index of a region (add and edit): id and region fixed once created, name, description. */
export function PricingIndexForm({
  index,
  regions,
  ...save
}: {
  index?: PricingIndex;
  regions: ReadonlyArray<{ id: string; name: string }>;
} & MarketFormSave<PricingIndexValues>) {
  const { t } = useTranslation('admin');
  const fixed = index ? t('market.idFixed') : null;
  const values = formValuesOf(index, EMPTY_INDEX);
  return (
    <AddEditEntityForm schema={pricingIndexBodySchema} values={values} editing={!!index} {...save}>
      <FormTextField name="id" label={t('market.field.id')} withAsterisk disabledReason={fixed} />
      <FormTextField name="name" label={t('market.field.name')} withAsterisk />
      <RegionField regions={regions} fixed={fixed} />
      <FormTextareaField name="description" label={t('market.field.description')} />
    </AddEditEntityForm>
  );
}
