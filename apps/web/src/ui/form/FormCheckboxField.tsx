import { Checkbox, Switch, type CheckboxProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A checkbox of an EntityForm, bound by name to a boolean; with `switch`, a toggle. */
export function FormCheckboxField({
  switch: asSwitch = false,
  ...props
}: ControlledFieldProps & { switch?: boolean } & Omit<CheckboxProps, 'name' | 'checked' | 'onChange'>) {
  return (
    <ControlledField
      props={props}
      render={({ field, input: { error: _error, ...input } }) => {
        const bound = {
          name: input.name,
          checked: !!field.value,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.currentTarget.checked),
          onBlur: input.onBlur,
          disabled: input.disabled,
        };
        return asSwitch ? (
          <Switch label={input.label} description={input.description} {...bound} />
        ) : (
          <Checkbox {...input} {...bound} />
        );
      }}
    />
  );
}
