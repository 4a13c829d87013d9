import type { ReactElement } from 'react';
import { Controller, useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

export interface ControlledFieldProps {
  name: string;
  /** A rule locks the field: disabled, with this text as its tooltip. */
  disabledReason?: string | null;
  disabled?: boolean;
}

/**
 * The binding every non-text field kind of an EntityForm shares: the form's value by name, disabled
 * when the form is read-only (with the permission tooltip) or a rule locks it (with the reason), and
 * its error text.
 */
export function ControlledField({
  name,
  disabledReason,
  disabled,
  render,
}: ControlledFieldProps & {
  render: (p: {
    field: ControllerRenderProps<FieldValues, string>;
    disabled: boolean;
    error: string | undefined;
  }) => ReactElement;
}) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly} reason={disabledReason}>
          {render({ field, disabled: readOnly || !!disabledReason || !!disabled, error: fieldError(fieldState.error) })}
        </ReadOnlyField>
      )}
    />
  );
}
