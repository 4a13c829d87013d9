import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldKindProps } from './ControlledField';
import { fieldKind } from './fieldKind';

/** A longer text of an EntityForm (e.g. a description) bound by name, growing with its content. */
export const FormTextareaField = fieldKind<FieldKindProps<TextareaProps>>(({ field, input }) => (
  <Textarea
    autosize
    minRows={2}
    maxRows={8}
    {...input}
    value={field.value ?? ''}
    onChange={(e) => field.onChange(e.currentTarget.value)}
  />
));
