import { Select, type SelectProps } from '@mantine/core';
import type { FieldKindProps } from './ControlledField';
import { fieldKind } from './fieldKind';

/**
 * A select of an EntityForm bound by name (value a string or null); locked like FormTextField.
 * Picking the option already chosen keeps it (Mantine's default clears it, which left a required
 * field blank with 'Invalid Field', issue 27 item 13); an optional select passes `clearable`.
 */
export const FormSelectField = fieldKind<FieldKindProps<SelectProps>>(({ field, input }) => (
  <Select
    allowDeselect={!!input.clearable}
    {...input}
    value={field.value ?? null}
    onChange={(v) => field.onChange(v)}
  />
));
