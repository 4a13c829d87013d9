import type { TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import type { FieldKindProps } from './ControlledField';
import { FormTypedField } from './FormTypedField';
import { formatLocaleDate, localeDatePattern, parseLocaleDate } from './localeDate';

/** "YYYY-MM-DDTHH:mm" of an instant in a zone. */
export function toLocalInput(ms: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });
}
/** The instant of a local "YYYY-MM-DDTHH:mm" in a zone (the earlier one on an autumn hour), or null. */
export function fromLocalInput(text: string, zone: string): number | null {
  if (!text) return null;
  try {
    return Temporal.PlainDateTime.from(text).toZonedDateTime(zone, { disambiguation: 'earlier' }).epochMilliseconds;
  } catch {
    return null;
  }
}

/** An instant as the app writes it in a zone: "28/11/2026 14:00" in en-GB. */
export function formatLocaleDateTime(ms: number, zone: string, locale: string): string {
  const [date, time] = toLocalInput(ms, zone).split('T');
  return `${formatLocaleDate(date!, locale)} ${time}`;
}

/**
 * Typed "28/11/2026 14:00" (the locale's date pattern; an ISO "2026-11-28T14:00" too; no time is
 * midnight) as the instant in the zone; NaN for text that is no date and time, so the form's
 * validation names it; null when emptied.
 */
export function parseLocaleDateTime(text: string, zone: string, locale: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const [datePart = '', timePart = '00:00', ...rest] = trimmed.split(/[\sT]+/);
  const iso = parseLocaleDate(datePart, locale);
  const time = /^(\d{1,2}):(\d{2})$/.exec(timePart);
  if (rest.length || !/^\d{4}-\d{2}-\d{2}$/.test(iso) || !time || Number(time[1]) > 23 || Number(time[2]) > 59)
    return Number.NaN;
  return fromLocalInput(`${iso}T${time[1]!.padStart(2, '0')}:${time[2]}`, zone) ?? Number.NaN;
}

/**
 * A date and time of an EntityForm bound by name, stored as UTC epoch ms (null when emptied) and
 * edited in `zone` (the plant's), which the description names. Shown and typed in the app locale's
 * date pattern, not a native input's (which follows the browser's locale); read on blur.
 */
export function FormDateTimeField({ zone, ...props }: { zone: string } & FieldKindProps<TextInputProps>) {
  const { i18n } = useTranslation();
  // text that was no date and time stays shown beside the form's error, so it can be mended
  const [unread, setUnread] = useState<string | null>(null);
  return (
    <FormTypedField
      description={zone}
      placeholder={`${localeDatePattern(i18n.language)} hh:mm`}
      {...props}
      show={(value) =>
        typeof value === 'number' && Number.isFinite(value)
          ? formatLocaleDateTime(value, zone, i18n.language)
          : (unread ?? '')
      }
      clean={(text) => text.replace(/[^\d/.\-:T ]/g, '')}
      read={(text) => {
        const value = parseLocaleDateTime(text, zone, i18n.language);
        setUnread(Number.isNaN(value) ? text : null);
        return value;
      }}
    />
  );
}
