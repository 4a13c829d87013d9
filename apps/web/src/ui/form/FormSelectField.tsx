import { Select, type SelectProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

/** A select of an EntityForm bound by name (value a string or null); locked like FormTextField. */
export function FormSelectField({ name, disabledReason, ...rest }: { name: string; disabledReason?: string | null } & Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly} reason={disabledReason}>
          <Select
            {...rest}
            name={name}
            value={field.value ?? null}
            onChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
            disabled={readOnly || !!disabledReason || rest.disabled}
            error={fieldError(fieldState.error)}
          />
        </ReadOnlyField>
      )}
    />
  );
}
