import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { ControlledField, type ControlledFieldProps } from './ControlledField';

/**
 * A number field of an EntityForm bound by name, with its unit beside it (`unit`, e.g. 'MW'): an
 * emptied field is null (the schema says whether that is allowed).
 */
export function FormNumberField({
  unit,
  ...props
}: ControlledFieldProps & { unit?: string } & Omit<NumberInputProps, 'name' | 'error' | 'value' | 'onChange'>) {
  return (
    <ControlledField
      props={props}
      render={({ field, input }) => (
        <NumberInput
          rightSection={
            unit ? (
              <Text size="xs" c="dimmed">
                {unit}
              </Text>
            ) : undefined
          }
          rightSectionWidth={unit ? Math.max(36, unit.length * 8 + 16) : undefined}
          {...input}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' || v === '-' ? null : Number(v))}
        />
      )}
    />
  );
}
