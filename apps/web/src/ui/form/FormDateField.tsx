import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldKindProps } from './ControlledField';
import { FormTypedField } from './FormTypedField';
import { dateInputText, formatLocaleDate, localeDatePattern, parseLocaleDate } from './localeDate';

/**
 * A date of an EntityForm bound by name (the form keeps "YYYY-MM-DD"), shown and typed in the app
 * locale's short pattern (28/11/2026 in en-GB) instead of a native date input, whose format is the
 * browser's. Read on blur (spec 1 section 5).
 */
export function FormDateField(props: FieldKindProps<TextInputProps>) {
  const { i18n } = useTranslation();
  return (
    <FormTypedField
      placeholder={localeDatePattern(i18n.language)}
      {...props}
      inputMode="numeric"
      show={(value) => formatLocaleDate(String(value ?? ''), i18n.language)}
      clean={dateInputText}
      read={(text) => parseLocaleDate(text, i18n.language)}
    />
  );
}
