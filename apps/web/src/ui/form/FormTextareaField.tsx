import { Textarea, type TextareaProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** A longer text of an EntityForm (e.g. a description) bound by name, growing with its content. */
export function FormTextareaField({
  name,
  disabledReason,
  ...rest
}: ControlledFieldProps & Omit<TextareaProps, 'name' | 'error' | 'value' | 'onChange'>) {
  return (
    <ControlledField
      name={name}
      disabledReason={disabledReason}
      disabled={rest.disabled}
      render={({ field, disabled, error }) => (
        <Textarea
          autosize
          minRows={2}
          maxRows={8}
          {...rest}
          name={name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          error={error}
        />
      )}
    />
  );
}
