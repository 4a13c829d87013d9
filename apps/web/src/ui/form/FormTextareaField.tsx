import { Textarea, type TextareaProps } from '@mantine/core';
import { ReadOnlyField } from '../ReadOnlyField';
import { useRegisteredField } from './useFormField';

/** A longer text of an EntityForm (e.g. a description), growing with its content. */
export function FormTextareaField({ name, ...rest }: { name: string } & Omit<TextareaProps, 'name' | 'error'>) {
  const { registration, error, readOnly } = useRegisteredField(name);
  return (
    <ReadOnlyField readOnly={readOnly}>
      <Textarea autosize minRows={2} maxRows={8} {...rest} {...registration} disabled={readOnly || rest.disabled} error={error} />
    </ReadOnlyField>
  );
}
