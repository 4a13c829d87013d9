import { Checkbox, Switch, type CheckboxProps } from '@mantine/core';
import type { ControlledFieldProps } from './ControlledField';
import { fieldKind } from './fieldKind';

/** A checkbox of an EntityForm, bound by name to a boolean; with `switch`, a toggle. */
export const FormCheckboxField = fieldKind<
  ControlledFieldProps & { switch?: boolean } & Omit<CheckboxProps, 'name' | 'checked' | 'onChange'>
>(({ field, input: { error: _error, switch: asSwitch, ...input } }) => {
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
});
