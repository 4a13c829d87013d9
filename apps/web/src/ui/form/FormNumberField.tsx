import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import type { FieldKindProps } from './ControlledField';
import { fieldKind } from './fieldKind';

/**
 * A number field of an EntityForm bound by name, with its unit beside it (`unit`, e.g. 'MW'): an
 * emptied field is null (the schema says whether that is allowed).
 */
export const FormNumberField = fieldKind<{ unit?: string } & FieldKindProps<NumberInputProps>>(
  ({ field, input: { unit, ...input } }) => (
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
  ),
);
