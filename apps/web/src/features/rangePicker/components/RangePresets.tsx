import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from '../utils/rangePresets';

export function RangePresets({ onPick }: { onPick: (preset: RangePreset) => void }) {
  const { t } = useTranslation('cockpit');
  return (
    <Group gap={6} role="group" aria-label={t('range.presets')}>
      {RANGE_PRESETS.map((p) => (
        <Button key={p} size="compact-xs" variant="light" color="secondary" onClick={() => onPick(p)}>
          {t(`range.preset.${p}`)}
        </Button>
      ))}
    </Group>
  );
}
