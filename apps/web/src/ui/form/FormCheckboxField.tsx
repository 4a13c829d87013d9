import { Checkbox, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormField } from './useFormField';

/** A yes/no of an EntityForm, as a checkbox or (`switch`) a toggle. */
export function FormCheckboxField({ name, label, description, switch: asSwitch = false, disabled }: {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  switch?: boolean;
  disabled?: boolean;
}) {
  const { field, error, readOnly } = useFormField(name);
  const props = {
    name: field.name,
    ref: field.ref,
    label,
    description,
    checked: !!field.value,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      field.onChange(e.currentTarget.checked);
      field.onBlur(); // a tick is complete at once: validate like a left field
    },
    disabled: readOnly || disabled,
    error,
  };
  return <ReadOnlyField readOnly={readOnly}>{asSwitch ? <Switch {...props} /> : <Checkbox {...props} />}</ReadOnlyField>;
}
