import { TextInput, type TextInputProps } from '@mantine/core';
import { ReadOnlyField } from '../ReadOnlyField';
import { useRegisteredField } from './useFormField';

/** A text field of an EntityForm, bound by name; its error under it; disabled with the tooltip when read-only. */
export function FormTextField({ name, ...rest }: { name: string } & Omit<TextInputProps, 'name' | 'error'>) {
  const { registration, error, readOnly } = useRegisteredField(name);
  return (
    <ReadOnlyField readOnly={readOnly}>
      <TextInput {...rest} {...registration} disabled={readOnly || rest.disabled} error={error} />
    </ReadOnlyField>
  );
}
