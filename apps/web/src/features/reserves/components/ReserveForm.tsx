import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GRID_RESERVE_STATUSES, HOURLY_SCHEDULES, RESERVE_MODES } from '@penstock/domain';
import { EntityFormWithClose } from '@/ui/form/EntityFormWithClose';
import { FormDateTimeField } from '@/ui/form/FormDateTimeField';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { FormStatusField } from '@/ui/form/FormStatusField';
import { useChosenItem } from '@/ui/form/useChosenItem';
import { FormTextField } from '@/ui/form/FormTextField';
import type { ReserveUnit } from '../hooks/useReserveUnits';
import { reserveFormSchema, type ReserveFormValues } from '../utils/reserveForm';
import { priceUnit } from './reserveColumns';
import { HelpLabel } from './ReserveHelp';
import { ActivationFields, DirectionTypeFields } from './ReserveTermFields';

/** Descriptions under their inputs, so the inputs of a row stay aligned. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export interface ReserveFormProps {
  values: ReserveFormValues;
  units: readonly ReserveUnit[];
  canWrite: boolean;
  onSubmit: (values: ReserveFormValues) => unknown;
  onClose: () => void;
  /** Buttons beside Save and Close (Delete). */
  actions?: React.ReactNode;
}

/**
 * Create or edit one grid reserve: unit, product, obligation or offer, direction and type, capacity
 * and prices (in the plant's currency), expected activation in percent, the product's block
 * schedule, bid size and step, and the validity in the plant's zone; each product term with its help.
 */
export function ReserveForm({ units, ...form }: ReserveFormProps) {
  const { t } = useTranslation('reserves');
  const schema = useMemo(
    () =>
      reserveFormSchema((key) => {
        const u = units.find((x) => x.key === key);
        return u && { zone: u.zone, pMax: u.pMax };
      }),
    [units],
  );
  return (
    <EntityFormWithClose schema={schema} saveLabel={t('form.save')} closeLabel={t('form.close')} {...form}>
      <FormSelectField name="unit" label={t('form.plantUnit')} searchable data={groupByPlant(units)} />
      <SimpleGrid cols={2}>
        <FormTextField
          name="product_name"
          label={<HelpLabel label={t('form.product')} topic="productName" />}
          placeholder="FCR, aFRR, mFRR"
        />
        <FormSelectField
          name="mode"
          label={t('form.mode')}
          description={t('form.modeHelp')}
          inputWrapperOrder={BELOW}
          data={RESERVE_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
        />
        <DirectionTypeFields />
      </SimpleGrid>
      <Figures units={units} />
      <Validity units={units} />
      <FormStatusField statuses={GRID_RESERVE_STATUSES} t={t} />
    </EntityFormWithClose>
  );
}

/** Start and end, typed in the chosen unit's plant zone (the blocks start at midnight there). */
function Validity({ units }: { units: readonly ReserveUnit[] }) {
  const { t } = useTranslation('reserves');
  const zone = useChosenUnit(units)?.zone ?? 'UTC';
  return (
    <SimpleGrid cols={2}>
      <FormDateTimeField name="start_ts" label={t('form.start')} zone={zone} />
      <FormDateTimeField name="end_ts" label={t('form.end')} zone={zone} />
    </SimpleGrid>
  );
}

/** Capacity, prices, activation and the product's block terms, in the chosen unit's currency. */
function Figures({ units }: { units: readonly ReserveUnit[] }) {
  const { t } = useTranslation('reserves');
  const mode = useWatch({ name: 'mode' }) as ReserveFormValues['mode'];
  const unit = useChosenUnit(units);
  const currency = unit?.currency ?? 'EUR';
  return (
    <>
      <SimpleGrid cols={2}>
        <FormNumberField
          name="mw"
          label={mode === 'included' ? t('form.capacity') : t('form.capacityOffer')}
          unit="MW"
          min={0}
          description={unit?.pMax != null ? t('form.pMax', { pMax: unit.pMax }) : undefined}
          inputWrapperOrder={BELOW}
        />
        <FormNumberField name="capacity_price" label={t('form.price')} unit={priceUnit(currency)} min={0} />
        <ActivationFields currency={currency} />
      </SimpleGrid>
      <SimpleGrid cols={3}>
        <FormSelectField
          name="hourly_schedule"
          label={<HelpLabel label={t('form.schedule')} topic="hourlySchedule" />}
          data={HOURLY_SCHEDULES.map((h) => ({ value: String(h), label: t('form.everyHours', { count: h }) }))}
        />
        <FormNumberField
          name="min_bid_mw"
          label={<HelpLabel label={t('form.minBid')} topic="minimumBidSize" />}
          unit="MW"
          min={0}
        />
        <FormNumberField
          name="bid_step_mw"
          label={<HelpLabel label={t('form.bidStep')} topic="bidStepSize" />}
          unit="MW"
          min={0}
        />
      </SimpleGrid>
    </>
  );
}

/** The unit the reserve form has chosen. */
const useChosenUnit = (units: readonly ReserveUnit[]) => useChosenItem('unit', units, (u) => u.key);

/** The unit picker's options, grouped by plant. */
function groupByPlant(units: readonly ReserveUnit[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const u of units)
    groups.set(u.plantName, [...(groups.get(u.plantName) ?? []), { value: u.key, label: u.unitName }]);
  return [...groups].map(([group, items]) => ({ group, items }));
}
