import { NumberInput, type NumberInputProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A number field of an EntityForm bound by name: an emptied field is null (the schema says whether that is allowed). */
export function FormNumberField({ name, disabledReason, ...rest }: ControlledFieldProps & Omit<NumberInputProps, 'name' | 'error' | 'value' | 'onChange'>) {
  return (
    <ControlledField name={name} disabledReason={disabledReason} disabled={rest.disabled} render={({ field, disabled, error }) => (
      <NumberInput {...rest} name={name} value={field.value ?? ''} onBlur={field.onBlur} disabled={disabled} error={error}
        onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' || v === '-' ? null : Number(v))} />
    )} />
  );
}
