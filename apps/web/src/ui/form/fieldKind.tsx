import type { ReactElement } from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { ControlledField, type BoundInputProps, type ControlledFieldProps } from './ControlledField';

/**
 * A field kind of an EntityForm from how its input shows the bound value: the component takes `P`
 * (the binding's props, its input's and any of its own, which `render` takes out of `input`) and
 * binds it with ControlledField. A kind that keeps state of its own (FormTypedField) uses
 * ControlledField itself.
 */
export function fieldKind<P extends ControlledFieldProps>(
  render: (p: { field: ControllerRenderProps<FieldValues, string>; input: BoundInputProps<P> }) => ReactElement,
) {
  return function FieldKind(props: P) {
    return <ControlledField props={props} render={render} />;
  };
}
