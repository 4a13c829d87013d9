import { Select, type SelectProps } from '@mantine/core';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormField } from './useFormField';

/** A choice of an EntityForm (`data`: values with labels); cleared it is null. */
export function FormSelectField({ name, ...rest }: { name: string } & Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { field, error, readOnly } = useFormField(name);
  return (
    <ReadOnlyField readOnly={readOnly}>
      <Select
        {...rest}
        name={field.name}
        ref={field.ref}
        value={field.value ?? null}
        onChange={(v) => field.onChange(v)}
        onBlur={field.onBlur}
        disabled={readOnly || rest.disabled}
        error={error}
      />
    </ReadOnlyField>
  );
}
