import { TextInput, type TextInputProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';
import { normalizeTime, typedTime } from './timePicker';

/** The spec's time picker in an EntityForm (HH:MM text; see timePicker.ts): numeric only, normalised on blur. */
export function FormTimeField({
  step,
  minutesDisabled,
  ...props
}: ControlledFieldProps & { step?: number; minutesDisabled?: boolean } & Omit<
    TextInputProps,
    'name' | 'error' | 'value' | 'onChange'
  >) {
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
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
      )}
    />
  );
}
