import { Select, type SelectProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/**
 * A select of an EntityForm bound by name (value a string or null); locked like FormTextField.
 * Picking the option already chosen keeps it (Mantine's default clears it, which left a required
 * field blank with 'Invalid Field', issue 27 item 13); an optional select passes `clearable`.
 */
export function FormSelectField(
  props: ControlledFieldProps & Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'>,
) {
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
        <Select
          allowDeselect={!!props.clearable}
          {...input}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v)}
        />
      )}
    />
  );
}
