import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { plantUpdateSchema, TIMEZONES, type PlantSettings, type PriceRegion } from '@penstock/domain';
import { formValues } from '@/ui/form/formValues';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormSelectField } from '@/ui/form/FormSelectField';

const schema = plantUpdateSchema.omit({ version: true });
type MarketValues = ReturnType<typeof schema.parse>;

/** A plant's zone, price region and price forecast source (General tab). */
export function PlantMarketForm({
  settings,
  regions,
  canWrite,
  onSubmit,
}: {
  settings: PlantSettings;
  regions: PriceRegion[];
  canWrite: boolean;
  onSubmit: (values: MarketValues) => unknown;
}) {
  const { t } = useTranslation('plants');
  return (
    <EntityForm schema={schema} values={formValues(schema, settings)} canWrite={canWrite} onSubmit={onSubmit}>
      <FormSelectField
        name="market_timezone"
        label={t('field.zone')}
        data={[...TIMEZONES]}
        searchable
        allowDeselect={false}
      />
      <FormSelectField
        name="price_region_id"
        label={t('field.priceRegion')}
        data={regions.map((r) => ({ value: r.id, label: `${r.name} (${r.currency})` }))}
        clearable
      />
      <ForecastSourceField regions={regions} customerId={settings.customer_id} />
    </EntityForm>
  );
}

/**
 * The sources of the region chosen in the form (not the saved one), so a region and its source are
 * picked in one save; a source of the region left behind is cleared.
 */
function ForecastSourceField({ regions, customerId }: { regions: PriceRegion[]; customerId: string | null }) {
  const { t } = useTranslation('plants');
  const { setValue, getValues } = useFormContext<MarketValues>();
  const regionId = useWatch<MarketValues, 'price_region_id'>({ name: 'price_region_id' });
  // shared sources, and the plant's customer's own (another customer's are not offered)
  const sources = (regions.find((r) => r.id === regionId)?.forecast_sources ?? []).filter(
    (f) => f.customer_id === null || f.customer_id === customerId,
  );
  const shownRegion = useRef(regionId);
  useEffect(() => {
    if (shownRegion.current === regionId) return;
    shownRegion.current = regionId;
    const source = getValues('price_forecast_source_id');
    if (source && !sources.some((f) => f.id === source))
      setValue('price_forecast_source_id', null, { shouldDirty: true });
  }, [regionId, sources, getValues, setValue]);
  return (
    <FormSelectField
      name="price_forecast_source_id"
      label={t('field.forecastSource')}
      data={sources.map((f) => ({
        value: f.id,
        label: f.customer_id ? `${f.name} (${t('field.ownSource')})` : f.name,
      }))}
      clearable
    />
  );
}
