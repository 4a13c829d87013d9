import { Checkbox, type CheckboxProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A checkbox of an EntityForm, bound by name to a boolean. */
export function FormCheckboxField({ name, disabledReason, ...rest }: ControlledFieldProps & Omit<CheckboxProps, 'name' | 'checked' | 'onChange'>) {
  return (
    <ControlledField name={name} disabledReason={disabledReason} disabled={rest.disabled} render={({ field, disabled }) => (
      <Checkbox {...rest} name={name} checked={!!field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} onBlur={field.onBlur} disabled={disabled} />
    )} />
  );
}
