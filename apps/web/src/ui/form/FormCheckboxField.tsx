import { Checkbox, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A yes/no of an EntityForm bound by name, as a checkbox or (`switch`) a toggle. */
export function FormCheckboxField({ name, label, description, switch: asSwitch = false, disabledReason, disabled }: ControlledFieldProps & {
  label: ReactNode;
  description?: ReactNode;
  switch?: boolean;
}) {
  return (
    <ControlledField name={name} disabledReason={disabledReason} disabled={disabled} render={({ field, disabled: off, error }) => {
      const props = {
        name,
        label,
        description,
        checked: !!field.value,
        onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
          field.onChange(e.currentTarget.checked);
          field.onBlur(); // a tick is complete at once: validated like a left field
        },
        disabled: off,
        error,
      };
      return asSwitch ? <Switch {...props} /> : <Checkbox {...props} />;
    }} />
  );
}
