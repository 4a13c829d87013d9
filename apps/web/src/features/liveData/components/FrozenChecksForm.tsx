import { Text } from '@mantine/core';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FROZEN_CHECK_DEFAULTS, TELEMETRY_QUANTITIES, type FrozenCheck } from '@penstock/domain';
import { displayUnit } from '@/features/series/utils/formatValue';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { RowsTable, type RowsColumn } from '@/ui/RowsTable';
import {
  FROZEN_CHECK_MAX_HOURS,
  frozenCheckQuantities,
  frozenChecksFormSchema,
  frozenChecksFormValues,
  frozenChecksPatch,
} from '../utils/frozenChecksForm';

/**
 * The plant's frozen-sensor checks as one form: per quantity its deadband (in the quantity's unit)
 * and hours, the default beside them. Saving sends every row: an emptied row, or one equal to the
 * default, falls back to the default (see frozenChecksPatch).
 */
export function FrozenChecksForm({
  checks,
  canWrite,
  onSubmit,
}: {
  checks: Record<string, FrozenCheck>;
  canWrite: boolean;
  onSubmit: (patch: Record<string, FrozenCheck | null>) => unknown;
}) {
  const { t, i18n } = useTranslation('liveData');
  const quantities = useMemo(() => frozenCheckQuantities(checks), [checks]);
  const schema = useMemo(() => frozenChecksFormSchema(quantities), [quantities]);
  const nameOf = (q: string) => t(`quantity.${q}`, { defaultValue: q });
  /** A number column of the check's `field`, labelled per quantity. */
  const checkColumn = (
    field: 'deadband' | 'hours',
    props: (q: string) => Omit<ComponentProps<typeof FormNumberField>, 'name'>,
  ): RowsColumn<string> => ({
    key: field,
    header: t(`frozenChecks.${field}`),
    cell: (q) => (
      <FormNumberField
        name={`checks.${q}.${field}`}
        aria-label={t(`frozenChecks.${field}Of`, { quantity: nameOf(q) })}
        min={0}
        {...props(q)}
      />
    ),
  });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (
    <EntityForm
      schema={schema}
      values={frozenChecksFormValues(checks, quantities)}
      canWrite={canWrite}
      onSubmit={(v) => onSubmit(frozenChecksPatch(v))}
    >
      <RowsTable
        fz="sm"
        verticalSpacing={4}
        data-testid="frozen-checks"
        rows={quantities}
        rowKey={(q) => q}
        rowProps={(q) => ({ 'data-quantity': q })}
        columns={[
          {
            key: 'quantity',
            header: t('frozenChecks.quantity'),
            cell: (q) => {
              const d = FROZEN_CHECK_DEFAULTS[q];
              return (
                <>
                  <Text size="sm">{nameOf(q)}</Text>
                  {d && (
                    <Text size="xs" c="dimmed">
                      {t('frozenChecks.default', {
                        deadband: number.format(d.deadband),
                        unit: displayUnit(TELEMETRY_QUANTITIES[q].unit),
                        hours: d.hours,
                      })}
                    </Text>
                  )}
                </>
              );
            },
          },
          checkColumn('deadband', (q) => ({
            unit: displayUnit(TELEMETRY_QUANTITIES[q].unit),
            decimalScale: 6,
            w: 170,
          })),
          checkColumn('hours', () => ({
            unit: 'h',
            max: FROZEN_CHECK_MAX_HOURS,
            allowDecimal: false,
            // out of range is said, not silently clamped
            clampBehavior: 'none',
            w: 110,
          })),
        ]}
      />
    </EntityForm>
  );
}
