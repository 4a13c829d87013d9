import { Select, type SelectProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

/**
 * A select of an EntityForm, bound by name (a string value, or null when cleared); validated on
 * blur like the text fields; searchable above 8 options (spec 1 section 5); disabled with the
 * tooltip when read-only.
 */
export function FormSelectField({ name, data, ...rest }: { name: string; data: NonNullable<SelectProps['data']> } & Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange' | 'data'>) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly}>
          <Select
            searchable={data.length > 8}
            {...rest}
            data={data}
            name={field.name}
            ref={field.ref}
            value={(field.value as string | null | undefined) ?? null}
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
