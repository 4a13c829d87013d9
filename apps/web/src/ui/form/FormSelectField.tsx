import { Select, type SelectProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

/** A select of an EntityForm, bound by name (string values); search from more than 8 options (spec 1 section 8). */
export function FormSelectField({ name, data, ...rest }: { name: string; data: readonly { value: string; label: string }[] } & Omit<SelectProps, 'name' | 'error' | 'data' | 'value' | 'onChange'>) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly}>
          <Select
            {...rest}
            data={data as { value: string; label: string }[]}
            value={(field.value as string | null) ?? null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            searchable={data.length > 8}
            allowDeselect={false}
            disabled={readOnly || rest.disabled}
            error={fieldError(fieldState.error)}
          />
        </ReadOnlyField>
      )}
    />
  );
}
