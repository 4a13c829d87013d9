import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

/** A number field of an EntityForm bound by name: an emptied field is null (the schema says whether that is allowed). */
export function FormNumberField({ name, disabledReason, ...rest }: { name: string; disabledReason?: string | null } & Omit<NumberInputProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly} reason={disabledReason}>
          <NumberInput
            {...rest}
            name={name}
            value={field.value ?? ''}
            onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' || v === '-' ? null : Number(v))}
            onBlur={field.onBlur}
            disabled={readOnly || !!disabledReason || rest.disabled}
            error={fieldError(fieldState.error)}
          />
        </ReadOnlyField>
      )}
    />
  );
}
