import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRANULARITIES, type Granularity } from '@penstock/domain';

/** Bucket size of the charts; it is part of the range value (e.g. --1h), so changing it rewrites the range. */
export function GranularityControl({ value, onChange }: { value: Granularity; onChange: (g: Granularity) => void }) {
  const { t } = useTranslation('cockpit');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('range.granularity')}
      value={value}
      onChange={(v) => onChange(v as Granularity)}
      data={GRANULARITIES.map((g) => ({ value: g, label: t(`range.granularities.${g}`) }))}
    />
  );
}
