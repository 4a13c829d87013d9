import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { ReadOnlyField } from '../ReadOnlyField';
import { useFormField } from './useFormField';

/**
 * A number of an EntityForm with its unit beside it (e.g. 'MW', 'm a.s.l.'); emptied it is null, so
 * the schema says 'Required' (or allows it when nullable).
 */
export function FormNumberField({ name, unit, ...rest }: { name: string; unit?: string } & Omit<NumberInputProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { field, error, readOnly } = useFormField(name);
  return (
    <ReadOnlyField readOnly={readOnly}>
      <NumberInput
        {...rest}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={(v) => field.onChange(v === '' ? null : typeof v === 'number' ? v : Number(v))}
        onBlur={field.onBlur}
        rightSection={unit ? <Text size="xs" c="dimmed">{unit}</Text> : undefined}
        rightSectionWidth={unit ? Math.max(36, unit.length * 8 + 16) : undefined}
        hideControls={rest.hideControls ?? true}
        disabled={readOnly || rest.disabled}
        error={error}
      />
    </ReadOnlyField>
  );
}
