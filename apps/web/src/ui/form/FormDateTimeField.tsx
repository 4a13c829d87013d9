import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormField } from './useFormField';
import { fromZonedInput, toZonedInput } from './zonedDateTime';

/**
 * A date and time of an EntityForm, typed in the plant's zone (`timezone`, named under the field)
 * and held as UTC epoch ms (null when empty). An unreadable entry is NaN, so the schema refuses it.
 */
export function FormDateTimeField({ name, timezone, description, ...rest }: { name: string; timezone: string } & Omit<TextInputProps, 'name' | 'error' | 'value' | 'onChange' | 'type'>) {
  const { field, error, readOnly } = useFormField(name);
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(() => toZonedInput(value, timezone));
  // follow a reset (saved values) or another zone; keep the user's text while it means the same
  useEffect(() => {
    if (fromZonedInput(text, timezone) !== (value ?? null) && !(text && Number.isNaN(value))) setText(toZonedInput(value, timezone));
  }, [value, timezone]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ReadOnlyField readOnly={readOnly}>
      <TextInput
        {...rest}
        type="datetime-local"
        name={field.name}
        ref={field.ref}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          field.onChange(next === '' ? null : (fromZonedInput(next, timezone) ?? Number.NaN));
        }}
        onBlur={field.onBlur}
        description={description ?? timezone}
        disabled={readOnly || rest.disabled}
        error={error}
      />
    </ReadOnlyField>
  );
}
