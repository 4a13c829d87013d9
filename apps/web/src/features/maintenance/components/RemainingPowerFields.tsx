import { Group, NumberInput, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/ui/form/FormNumberField';
import { useFormReadOnly } from '@/ui/form/formReadOnly';

/** Remaining power as MW (the stored value) and as percent of the unit's p_max (writes MW). */
export function RemainingPowerFields({ pMax }: { pMax: number }) {
  const { t } = useTranslation('maintenance');
  const { control, setValue } = useFormContext();
  const readOnly = useFormReadOnly();
  const mw = useWatch({ control, name: 'remaining_power' }) as number | string;
  const percent = typeof mw === 'number' && pMax > 0 ? +((mw / pMax) * 100).toFixed(2) : '';
  return (
    <>
      <Group grow align="flex-start">
        <FormNumberField name="remaining_power" label={t('form.remainingMw')} min={0} max={pMax} decimalScale={3} />
        <NumberInput
          label={t('form.remainingPercent')}
          min={0}
          max={100}
          decimalScale={2}
          value={percent}
          disabled={readOnly || pMax <= 0}
          onChange={(v) =>
            typeof v === 'number' &&
            setValue('remaining_power', +((v / 100) * pMax).toFixed(3), { shouldDirty: true, shouldValidate: true })
          }
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('form.pMax', { pMax })} {t('form.overlap')}
      </Text>
    </>
  );
}
