import { TextInput, type TextInputProps } from '@mantine/core';
import { Temporal } from 'temporal-polyfill';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/** "YYYY-MM-DDTHH:mm" of an instant in a zone (the input's own format). */
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

/**
 * A date and time of an EntityForm bound by name, stored as UTC epoch ms (null when emptied) and
 * edited in `zone` (the plant's), which the description names.
 */
export function FormDateTimeField({
  zone,
  min,
  ...props
}: ControlledFieldProps & { zone: string; min?: number } & Omit<
    TextInputProps,
    'name' | 'error' | 'value' | 'onChange' | 'min'
  >) {
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
        <TextInput
          description={zone}
          {...input}
          type="datetime-local"
          min={min === undefined ? undefined : toLocalInput(min, zone)}
          value={typeof field.value === 'number' ? toLocalInput(field.value, zone) : ''}
          onChange={(e) => field.onChange(fromLocalInput(e.currentTarget.value, zone))}
        />
      )}
    />
  );
}
