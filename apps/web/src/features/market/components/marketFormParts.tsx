import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/ui/form/FormSelectField';

/** What a market form's dialog gives it: the save of the body, and what follows a successful one. */
export interface MarketFormSave<V> {
  onSubmit: (body: V) => unknown;
  onSuccess?: () => void;
}

/** The region of an index or forecast source: required, fixed once created (`fixed` says why). */
export function RegionField<R extends { id: string; name: string }>({
  regions,
  fixed,
  optionLabel = (r) => r.name,
}: {
  regions: ReadonlyArray<R>;
  fixed: string | null;
  optionLabel?: (region: R) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormSelectField
      name="price_region_id"
      label={t('market.field.region')}
      data={regions.map((r) => ({ value: r.id, label: optionLabel(r) }))}
      searchable
      withAsterisk
      disabledReason={fixed}
    />
  );
}

/**
 * A form's values: each field of `empty` from the entity being edited, the empty value where it has
 * none (null or absent) or when a new one is added.
 */
export function formValuesOf<V extends Record<string, unknown>>(entity: object | undefined, empty: V): V {
  const from = (entity ?? {}) as Partial<V>;
  return Object.fromEntries(Object.entries(empty).map(([k, v]) => [k, from[k] ?? v])) as V;
}
