import { useController, useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { useFormReadOnly } from './formReadOnly';

/** A controlled field of an EntityForm: its value binding, its error text, and whether it is read-only. */
export function useFormField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const readOnly = useFormReadOnly();
  return { field, error: fieldError(fieldState.error), readOnly };
}

/** An uncontrolled text-like field of an EntityForm: `register(name)`, its error text, and whether it is read-only. */
export function useRegisteredField(name: string) {
  const { register, getFieldState, formState } = useFormContext();
  const readOnly = useFormReadOnly();
  return { registration: register(name), error: fieldError(getFieldState(name, formState).error), readOnly };
}
