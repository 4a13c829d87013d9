import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FROZEN_CHECK_DEFAULTS, TELEMETRY_QUANTITIES, type FrozenCheck } from '@penstock/domain';
import { displayUnit } from '@/features/series/utils/formatValue';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormNumberField } from '@/ui/form/FormNumberField';
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
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (
    <EntityForm
      schema={schema}
      values={frozenChecksFormValues(checks, quantities)}
      canWrite={canWrite}
      onSubmit={(v) => onSubmit(frozenChecksPatch(v))}
    >
      <Table fz="sm" verticalSpacing={4} data-testid="frozen-checks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('frozenChecks.quantity')}</Table.Th>
            <Table.Th>{t('frozenChecks.deadband')}</Table.Th>
            <Table.Th>{t('frozenChecks.hours')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quantities.map((q) => {
            const name = t(`quantity.${q}`, { defaultValue: q });
            const d = FROZEN_CHECK_DEFAULTS[q];
            return (
              <Table.Tr key={q} data-quantity={q}>
                <Table.Td>
                  <Text size="sm">{name}</Text>
                  {d && (
                    <Text size="xs" c="dimmed">
                      {t('frozenChecks.default', {
                        deadband: number.format(d.deadband),
                        unit: displayUnit(TELEMETRY_QUANTITIES[q].unit),
                        hours: d.hours,
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <FormNumberField
                    name={`checks.${q}.deadband`}
                    aria-label={t('frozenChecks.deadbandOf', { quantity: name })}
                    unit={displayUnit(TELEMETRY_QUANTITIES[q].unit)}
                    min={0}
                    decimalScale={6}
                    w={170}
                  />
                </Table.Td>
                <Table.Td>
                  <FormNumberField
                    name={`checks.${q}.hours`}
                    aria-label={t('frozenChecks.hoursOf', { quantity: name })}
                    unit="h"
                    min={0}
                    max={FROZEN_CHECK_MAX_HOURS}
                    allowDecimal={false}
                    // out of range is said, not silently clamped
                    clampBehavior="none"
                    w={110}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </EntityForm>
  );
}
