import { CURRENCY_CODES, TIMEZONES, currencySymbol, priceRegionBodySchema, type MarketRegion } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { AddEditEntityForm } from '@/ui/form/AddEditEntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { formValuesOf, type MarketFormSave } from './marketFormParts';

const CURRENCIES = CURRENCY_CODES.map((c) => ({ value: c, label: `${c} (${currencySymbol(c)})` }));
const ZONES = TIMEZONES.map((z) => ({ value: z, label: z }));
export const EMPTY_REGION = { id: '', name: '', currency: 'EUR', timezone: 'Europe/Vienna' };
export type PriceRegionValues = ReturnType<typeof priceRegionBodySchema.parse>;

/**
 * A price region (add and edit): id (fixed once created: plants and prices refer to it), name,
 * currency (every money figure of its plants), market zone.
 */
export function PriceRegionForm({
  region,
  ...save
}: {
  region?: MarketRegion;
} & MarketFormSave<PriceRegionValues>) {
  const { t } = useTranslation('admin');
  const values = formValuesOf(region, EMPTY_REGION);
  return (
    <AddEditEntityForm schema={priceRegionBodySchema} values={values} editing={!!region} {...save}>
      <FormTextField
        name="id"
        label={t('market.field.id')}
        withAsterisk
        disabledReason={region ? t('market.idFixed') : null}
      />
      <FormTextField name="name" label={t('market.field.name')} withAsterisk />
      <FormSelectField
        name="currency"
        label={t('market.field.currency')}
        description={t('market.currencyHint')}
        data={CURRENCIES}
        allowDeselect={false}
        searchable
      />
      <FormSelectField
        name="timezone"
        label={t('market.field.timezone')}
        data={ZONES}
        allowDeselect={false}
        searchable
      />
    </AddEditEntityForm>
  );
}
