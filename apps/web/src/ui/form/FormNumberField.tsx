import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

/**
 * A number field of an EntityForm, bound by name: the form holds a number, or '' while empty (the
 * schema then says 'You must enter a valid number' or 'Required').
 */
export function FormNumberField({ name, ...rest }: { name: string } & Omit<NumberInputProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly}>
          <NumberInput
            {...rest}
            value={(field.value as number | string | null) ?? ''}
            onChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
            disabled={readOnly || rest.disabled}
            error={fieldError(fieldState.error)}
          />
        </ReadOnlyField>
      )}
    />
  );
}
