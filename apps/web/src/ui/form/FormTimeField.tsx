import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';
import { normalizeTime, typedTime } from './timePicker';

/** The spec's time picker in an EntityForm (HH:MM text; see timePicker.ts): numeric only, normalised on blur. */
export function FormTimeField({ name, step, minutesDisabled, ...rest }: { name: string; step?: number; minutesDisabled?: boolean } & Omit<TextInputProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly}>
          <TextInput
            {...rest}
            inputMode="numeric"
            placeholder="HH:MM"
            value={(field.value as string | undefined) ?? ''}
            onChange={(e) => field.onChange(typedTime(e.currentTarget.value))}
            onBlur={() => {
              field.onChange(normalizeTime(String(field.value ?? ''), { step, minutesDisabled }));
              field.onBlur();
            }}
            disabled={readOnly || rest.disabled}
            error={fieldError(fieldState.error)}
          />
        </ReadOnlyField>
      )}
    />
  );
}
