import { TextInput, type TextInputProps } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { fieldError } from '../fieldError';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormReadOnly } from './formReadOnly';

/**
 * A text field of an EntityForm, bound by name; its error under it; disabled with the tooltip when
 * read-only, or with `disabledReason` as the tooltip when a rule locks it.
 */
export function FormTextField({
  name,
  disabledReason,
  ...rest
}: { name: string; disabledReason?: string | null } & Omit<TextInputProps, 'name' | 'error'>) {
  const { register, getFieldState, formState } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <ReadOnlyField readOnly={readOnly} reason={disabledReason}>
      <TextInput
        {...rest}
        {...register(name)}
        disabled={readOnly || !!disabledReason || rest.disabled}
        error={fieldError(getFieldState(name, formState).error)}
      />
    </ReadOnlyField>
  );
}
