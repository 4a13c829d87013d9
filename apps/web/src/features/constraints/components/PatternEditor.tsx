import { Checkbox, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATTERN_FIELDS, type PatternField, type PatternRange } from '@penstock/domain';
import { useFormReadOnly } from '@/ui/form/formReadOnly';
import { ReadOnlyField } from '@/ui/ReadOnlyField';
import { HeadingWithHint } from '@/ui/HeadingWithHint';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NAMED: Partial<Record<PatternField, string[]>> = { day_of_week: WEEKDAYS, month_of_year: MONTHS };

/** One bound of a pattern field: a named select for weekdays and months, a number otherwise. */
function Bound({
  field,
  value,
  onChange,
  label,
  disabled,
}: {
  field: PatternField;
  value: number | null;
  onChange: (v: number | null) => void;
  label: string;
  disabled: boolean;
}) {
  const [lo, hi] = PATTERN_FIELDS[field];
  const names = NAMED[field];
  // a named and a number bound look alike
  const look = { 'aria-label': label, w: 150, size: 'xs', disabled } as const;
  if (names) {
    return (
      <Select
        {...look}
        allowDeselect={false}
        data={names.map((n, i) => ({ value: String(i + 1), label: n }))}
        value={value === null ? null : String(value)}
        onChange={(v) => onChange(v === null ? null : Number(v))}
      />
    );
  }
  return (
    <NumberInput
      {...look}
      min={lo}
      max={hi}
      clampBehavior="strict"
      allowDecimal={false}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}

/**
 * The recurring-pattern editor of the constraint form: per field of spec 2 section 3 a Limit tick and
 * an inclusive range in the plant's local time (wrapping when the start is above the end).
 */
export function PatternEditor({ name = 'recurring_pattern' }: { name?: string }) {
  const { t } = useTranslation('constraints');
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Stack gap={4} maw="100%" miw={0}>
      <HeadingWithHint heading={t('pattern.title')} hint={t('pattern.hint')} />
      {/* on a phone the ranges scroll sideways, not the page */}
      <Table.ScrollContainer minWidth={560} type="native">
        <Table withRowBorders={false} verticalSpacing={4} data-testid="pattern-editor">
          <Table.Tbody>
            {(Object.keys(PATTERN_FIELDS) as PatternField[]).map((f) => (
              <Controller
                key={f}
                name={`${name}.${f}`}
                control={control}
                render={({ field, fieldState }) => {
                  const r = field.value as PatternRange;
                  const [lo, hi] = PATTERN_FIELDS[f];
                  const set = (next: PatternRange) => {
                    field.onChange(next);
                    field.onBlur();
                  };
                  // the range's start ('from') or end ('to'), each labelled with the field's name
                  const bound = (range: NonNullable<PatternRange>, side: 'start' | 'end', word: 'from' | 'to') => (
                    <Bound
                      field={f}
                      label={`${t(`pattern.${f}`)} ${t(`pattern.${word}`)}`}
                      value={range[side]}
                      disabled={readOnly}
                      onChange={(v) => set({ ...range, [side]: v as number })}
                    />
                  );
                  return (
                    <Table.Tr data-pattern-field={f}>
                      <Table.Td w={200}>
                        <ReadOnlyField readOnly={readOnly}>
                          <Checkbox
                            size="xs"
                            label={t(`pattern.${f}`)}
                            checked={r !== null}
                            disabled={readOnly}
                            onChange={(e) => set(e.currentTarget.checked ? { start: lo, end: hi } : null)}
                          />
                        </ReadOnlyField>
                      </Table.Td>
                      <Table.Td>
                        {r && (
                          <Group gap="xs" wrap="nowrap">
                            {bound(r, 'start', 'from')}
                            <Text size="xs">{t('pattern.to')}</Text>
                            {bound(r, 'end', 'to')}
                            {fieldState.error && (
                              <Text size="xs" c="red">
                                {fieldState.error.message}
                              </Text>
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
