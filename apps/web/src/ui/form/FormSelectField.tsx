import { Select, type SelectProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A select of an EntityForm bound by name (value a string or null); locked like FormTextField. */
export function FormSelectField({
  name,
  disabledReason,
  ...rest
}: ControlledFieldProps & Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'>) {
  return (
    <ControlledField
      name={name}
      disabledReason={disabledReason}
      disabled={rest.disabled}
      render={({ field, disabled, error }) => (
        <Select
          {...rest}
          name={name}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v)}
          onBlur={field.onBlur}
          disabled={disabled}
          error={error}
        />
      )}
    />
  );
}
