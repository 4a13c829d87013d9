import { Checkbox, Switch, type CheckboxProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A checkbox of an EntityForm, bound by name to a boolean; with `switch`, a toggle. */
export function FormCheckboxField({
  name,
  disabledReason,
  switch: asSwitch = false,
  ...rest
}: ControlledFieldProps & { switch?: boolean } & Omit<CheckboxProps, 'name' | 'checked' | 'onChange'>) {
  return (
    <ControlledField
      name={name}
      disabledReason={disabledReason}
      disabled={rest.disabled}
      render={({ field, disabled }) => {
        const props = {
          name,
          checked: !!field.value,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.currentTarget.checked),
          onBlur: field.onBlur,
          disabled,
        };
        return asSwitch ? (
          <Switch label={rest.label} description={rest.description} {...props} />
        ) : (
          <Checkbox {...rest} {...props} />
        );
      }}
    />
  );
}
