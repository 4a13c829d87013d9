import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { ControlledField, type FieldKindProps } from './ControlledField';

/**
 * A value of an EntityForm typed as free text and read on blur (a date or date and time in the
 * locale's pattern): while typed the text is kept as it is (`clean` drops what cannot belong to it),
 * on blur `read` turns it into the form's value; otherwise the value is shown as `show` writes it.
 */
export function FormTypedField({
  show,
  clean,
  read,
  ...props
}: FieldKindProps<TextInputProps> & {
  show: (value: unknown) => string;
  clean: (text: string) => string;
  read: (text: string) => unknown;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
        <TextInput
          {...input}
          value={draft ?? show(field.value)}
          onChange={(e) => setDraft(clean(e.currentTarget.value))}
          onBlur={() => {
            if (draft !== null) field.onChange(read(draft));
            setDraft(null);
            input.onBlur();
          }}
        />
      )}
    />
  );
}
