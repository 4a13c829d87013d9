import { Textarea, type TextareaProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A longer text of an EntityForm (e.g. a description) bound by name, growing with its content. */
export function FormTextareaField(
  props: ControlledFieldProps & Omit<TextareaProps, 'name' | 'error' | 'value' | 'onChange'>,
) {
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
        <Textarea
          autosize
          minRows={2}
          maxRows={8}
          {...input}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value)}
        />
      )}
    />
  );
}
