import { RESERVE_DIRECTIONS, RESERVE_KINDS } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { FormSelectField } from '@/ui/form/FormSelectField';
import { compensationUnit } from './reserveColumns';
import { HelpLabel } from './ReserveHelp';

/** A reserve's direction and type, each with its help (the reserve form and the block-cost question). */
export function DirectionTypeFields() {
  const { t } = useTranslation('reserves');
  return (
    <>
      <FormSelectField
        name="direction"
        label={<HelpLabel label={t('form.direction')} topic="reserveDirection" />}
        data={RESERVE_DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
      />
      <FormSelectField
        name="reserve_type"
        label={<HelpLabel label={t('form.type')} topic="reserveType" />}
        data={RESERVE_KINDS.map((k) => ({ value: k, label: t(`type.${k}`) }))}
      />
    </>
  );
}

/** Expected activation in percent and its compensation in the plant's currency, each with its help. */
export function ActivationFields({ currency }: { currency: string }) {
  const { t } = useTranslation('reserves');
  return (
    <>
      <FormNumberField
        name="activation_percent"
        label={<HelpLabel label={t('form.activation')} topic="expectedActivation" />}
        unit="%"
        min={0}
        max={100}
        clampBehavior="none"
      />
      <FormNumberField
        name="activation_compensation"
        label={<HelpLabel label={t('form.compensation')} topic="activationCompensation" />}
        unit={compensationUnit(currency)}
        min={0}
      />
    </>
  );
}
