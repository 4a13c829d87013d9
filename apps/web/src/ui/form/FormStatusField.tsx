import type { TFunction } from 'i18next';
import { FormSelectField } from './FormSelectField';

/** The `status` select of an entity form: its label `form.status` and each status `status.{s}` in the namespace of `t`. */
export function FormStatusField({ statuses, t }: { statuses: readonly string[]; t: TFunction }) {
  return (
    <FormSelectField
      name="status"
      label={t('form.status')}
      data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
    />
  );
}
