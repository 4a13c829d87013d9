import { Checkbox, type CheckboxProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

/** A yes/no field of an EntityForm, bound by name; disabled with the tooltip when read-only. */
export function FormCheckboxField({ name, ...rest }: { name: string } & Omit<CheckboxProps, 'name' | 'checked' | 'onChange'>) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <ReadOnlyField readOnly={readOnly}>
          <Checkbox {...rest} name={field.name} ref={field.ref} checked={!!field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} onBlur={field.onBlur} disabled={readOnly || rest.disabled} />
        </ReadOnlyField>
      )}
    />
  );
}
