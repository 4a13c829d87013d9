import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOURLY_SCHEDULES, symbolUnit, type GridReserveCosts } from '@penstock/domain';
import { formatValue } from '@/features/series/utils/formatValue';
import { FormDateTimeField } from '@/ui/form/FormDateTimeField';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormTextField } from '@/ui/form/FormTextField';
import { fieldErrorMessage } from '@/ui/fieldError';
import { useReserveCosts, type ReserveScope } from '../api/gridReservesApi';
import type { ReserveUnit } from '../hooks/useReserveUnits';
import { blockCostFormSchema, toCostsBody, type BlockCostFormValues } from '../utils/blockCostForm';
import { priceUnit } from './reserveColumns';
import { HelpLabel } from './ReserveHelp';
import { ActivationFields, DirectionTypeFields } from './ReserveTermFields';

/**
 * 'Cost of one more block' (spec 2 section 7's grid-reserve-costs): the plan optimised again with one
 * more block of capacity held on the unit; the lost value in the plant's currency, in total and per
 * MW and hour (the least capacity price worth bidding).
 */
export function BlockCostDialog({
  scope,
  unit,
  defaults,
  onClose,
}: {
  scope: ReserveScope;
  unit: ReserveUnit;
  defaults: BlockCostFormValues;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('reserves');
  const form = useForm<BlockCostFormValues>({
    resolver: zodResolver(blockCostFormSchema, { error: fieldErrorMessage } as never),
    defaultValues: defaults,
    mode: 'onBlur',
  });
  const costs = useReserveCosts(scope, {
    success: () => undefined,
    error: { title: t('costs.failed'), generic: t('costs.failed') },
  });
  const [answer, setAnswer] = useState<GridReserveCosts | null>(null);
  const submit = form.handleSubmit(async (v) => {
    setAnswer(null);
    setAnswer(await costs.mutateAsync(toCostsBody(v, unit)).catch(() => null));
  });
  const money = (v: number, unit: string) => formatValue(v, symbolUnit(unit), i18n.language);

  return (
    <Modal opened onClose={onClose} title={`${t('costs.title')}: ${unit.unitName}`} size="lg" data-testid="block-cost">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('costs.explain')}
            </Text>
            <SimpleGrid cols={3}>
              <FormTextField name="product" label={<HelpLabel label={t('form.product')} topic="productName" />} />
              <DirectionTypeFields />
              <FormDateTimeField name="start_ts" label={t('costs.block')} zone={unit.zone} />
              <FormSelectField
                name="hourly_schedule"
                label={<HelpLabel label={t('costs.hours')} topic="hourlySchedule" />}
                data={HOURLY_SCHEDULES.map((h) => ({ value: String(h), label: t('form.everyHours', { count: h }) }))}
              />
              <FormNumberField name="mw" label={t('costs.mw')} unit="MW" min={0} />
              <ActivationFields currency={unit.currency} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('form.close')}
              </Button>
              <Button type="submit" loading={costs.isPending}>
                {t('costs.ask')}
              </Button>
            </Group>
            {costs.isPending && (
              <Text size="sm" c="dimmed">
                {t('costs.running')}
              </Text>
            )}
            {answer && (
              <Stack gap="xs" data-testid="block-cost-answer">
                <Table fz="sm" aria-label={t('costs.title')}>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th>{t('costs.total')}</Table.Th>
                      <Table.Td ta="right" data-testid="block-cost-total">
                        {money(answer.cost_eur, answer.currency)}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('costs.perMwh')}</Table.Th>
                      <Table.Td ta="right" data-testid="block-cost-per-mw-h">
                        {formatValue(answer.cost_eur_per_mw_h, priceUnit(answer.currency), i18n.language)}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('costs.without')}</Table.Th>
                      <Table.Td ta="right">{money(answer.objective_without, answer.currency)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('costs.with')}</Table.Th>
                      <Table.Td ta="right">{money(answer.objective_with, answer.currency)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                {answer.shortfall_mw > 0 && (
                  <Alert color="warning" variant="light">
                    {t('costs.shortfall', { value: formatValue(answer.shortfall_mw, 'MW', i18n.language) })}
                  </Alert>
                )}
                {Math.max(answer.gap_without, answer.gap_with) > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('costs.gap', {
                      value: formatValue(Math.max(answer.gap_without, answer.gap_with) * 100, '%', i18n.language),
                    })}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
