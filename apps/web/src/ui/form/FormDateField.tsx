import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledField, type ControlledFieldProps } from './ControlledField';
import { dateInputText, formatLocaleDate, localeDatePattern, parseLocaleDate } from './localeDate';

/**
 * A date of an EntityForm bound by name (the form keeps "YYYY-MM-DD"), shown and typed in the app
 * locale's short pattern (28/11/2026 in en-GB) instead of a native date input, whose format is the
 * browser's. Read on blur (spec 1 section 5).
 */
export function FormDateField(
  props: ControlledFieldProps & Omit<TextInputProps, 'name' | 'error' | 'value' | 'onChange'>,
) {
  const { i18n } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
        <TextInput
          placeholder={localeDatePattern(i18n.language)}
          {...input}
          inputMode="numeric"
          value={draft ?? formatLocaleDate(String(field.value ?? ''), i18n.language)}
          onChange={(e) => setDraft(dateInputText(e.currentTarget.value))}
          onBlur={() => {
            if (draft !== null) field.onChange(parseLocaleDate(draft, i18n.language));
            setDraft(null);
            input.onBlur();
          }}
        />
      )}
    />
  );
}
