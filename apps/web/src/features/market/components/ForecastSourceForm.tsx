import { forecastSourceBodySchema, type ForecastSource } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddEditEntityForm } from '@/ui/form/AddEditEntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { formValuesOf, RegionField, type MarketFormSave } from './marketFormParts';

/** The owner select's value for a shared source (a Select holds strings). */
export const SHARED = 'shared';
/** The body's fields with the owner as the select holds it. */
const schema = z
  .object({
    name: forecastSourceBodySchema.shape.name,
    price_region_id: forecastSourceBodySchema.shape.price_region_id,
    customer_id: z.string().min(1, 'Required'),
  })
  .transform((v) => ({ ...v, customer_id: v.customer_id === SHARED ? null : v.customer_id }));
export type ForecastSourceValues = ReturnType<typeof forecastSourceBodySchema.parse>;

/**
 * A price forecast source (add and rename): its region and owner, shared (written by administrators,
 * read by every customer of the region) or one customer's own (seen only by it; its writers upload
 * to it). Region and owner stay as created: the stored forecasts are theirs.
 */
export function ForecastSourceForm({
  source,
  regions,
  customers,
  ...save
}: {
  source?: ForecastSource;
  regions: ReadonlyArray<{ id: string; name: string; currency: string }>;
  customers: ReadonlyArray<{ id: string; name: string }>;
} & MarketFormSave<ForecastSourceValues>) {
  const { t } = useTranslation('admin');
  const fixed = source ? t('market.sourceFixed') : null;
  const values = formValuesOf(source, { name: '', price_region_id: '', customer_id: SHARED });
  return (
    <AddEditEntityForm schema={schema} values={values} editing={!!source} {...save}>
      <FormTextField name="name" label={t('market.field.name')} withAsterisk />
      <RegionField regions={regions} fixed={fixed} optionLabel={(r) => `${r.name} (${r.currency})`} />
      <FormSelectField
        name="customer_id"
        label={t('market.field.owner')}
        description={t('market.ownerHint')}
        data={[{ value: SHARED, label: t('market.shared') }, ...customers.map((c) => ({ value: c.id, label: c.name }))]}
        allowDeselect={false}
        searchable
        disabledReason={fixed}
      />
    </AddEditEntityForm>
  );
}
