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

/** A field kind's props: the binding's, and its input's own but those the binding sets. */
export type FieldKindProps<P> = ControlledFieldProps & Omit<P, 'name' | 'error' | 'value' | 'onChange'>;

/** What a controlled field's input gets besides its value: the caller's props, bound and locked. */
export type BoundInputProps<P> = Omit<P, 'disabledReason'> & {
  name: string;
  onBlur: () => void;
  disabled: boolean;
  error: string | undefined;
};

/**
 * The binding every non-text field kind of an EntityForm shares: the form's value by name, disabled
 * when the form is read-only (with the permission tooltip) or a rule locks it (with the reason), and
 * its error text. `render` gets the field and `input`, the caller's other props with name, onBlur,
 * disabled and error set, for the input to spread before its value and onChange.
 */
export function ControlledField<P extends ControlledFieldProps>({
  props,
  render,
}: {
  props: P;
  render: (p: { field: ControllerRenderProps<FieldValues, string>; input: BoundInputProps<P> }) => ReactElement;
}) {
  const { disabledReason, ...rest } = props;
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <ReadOnlyField readOnly={readOnly} reason={disabledReason}>
          {render({
            field,
            input: {
              ...rest,
              name: props.name,
              onBlur: field.onBlur,
              disabled: readOnly || !!disabledReason || !!props.disabled,
              error: fieldError(fieldState.error),
            },
          })}
        </ReadOnlyField>
      )}
    />
  );
}
