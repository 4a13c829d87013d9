import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlantLocation } from '../hooks/usePlantLocation';

/**
 * The query `view` of a tab: both side by side (no value) or one of the two alone. `texts` is the
 * tab's i18n group holding `view`, `viewBoth` and one label per view (`viewGraph`, `viewTable` ...).
 */
export function ViewSwitch({
  texts,
  views,
}: {
  texts: 'topology' | 'static';
  views: readonly ('graph' | 'table' | 'chart')[];
}) {
  const { t } = useTranslation('plants');
  const { view, go } = usePlantLocation();
  const label = (v: string) => t(`${texts}.view${v.charAt(0).toUpperCase()}${v.slice(1)}`);
  return (
    <SegmentedControl
      size="xs"
      aria-label={t(`${texts}.view`)}
      value={view ?? 'both'}
      onChange={(v) => go({ view: v === 'both' ? null : v })}
      data={['both', ...views].map((v) => ({ value: v, label: label(v) }))}
    />
  );
}
