import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldKindProps } from './ControlledField';
import { fieldKind } from './fieldKind';
import { normalizeTime, typedTime } from './timePicker';

/** The spec's time picker in an EntityForm (HH:MM text; see timePicker.ts): numeric only, normalised on blur. */
export const FormTimeField = fieldKind<{ step?: number; minutesDisabled?: boolean } & FieldKindProps<TextInputProps>>(
  ({ field, input: { step, minutesDisabled, ...input } }) => (
    <TextInput
      {...input}
      inputMode="numeric"
      placeholder="HH:MM"
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(typedTime(e.currentTarget.value))}
      onBlur={() => {
        field.onChange(normalizeTime(String(field.value ?? ''), { step, minutesDisabled }));
        field.onBlur();
      }}
    />
  ),
);
