import { Select, type SelectProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A select of an EntityForm bound by name (value a string or null); locked like FormTextField. */
export function FormSelectField(
  props: ControlledFieldProps & Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'>,
) {
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
        <Select {...input} value={field.value ?? null} onChange={(v) => field.onChange(v)} />
      )}
    />
  );
}
