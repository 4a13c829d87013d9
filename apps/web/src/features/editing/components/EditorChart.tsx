import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverrideInfoFrame } from '@penstock/domain';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import { isOverrideFrame, overrideFrames } from '../utils/overrideFrames';

/** The edited series over the range, overridden values marked (a dotted 'overridden' series). */
export function EditorChart({
  frames,
  timezone,
  window,
  status,
}: {
  frames: readonly OverrideInfoFrame[];
  timezone: string;
  window: { startTs: number; endTs: number };
  status: 'pending' | 'error' | 'success';
}) {
  const { t, i18n } = useTranslation('editing');
  const data = useMemo(() => overrideFrames(frames), [frames]);
  const labelOf = useCallback(
    (f: DataFrame) => `${f.componentName ?? ''} · ${isOverrideFrame(f) ? t('chart.overridden') : t(`kind.${f.kind}`)}`,
    [t],
  );
  return (
    <TimeSeriesChart
      ariaLabel={t('chart.label')}
      frames={data}
      timezone={timezone}
      window={window}
      status={status}
      height={200}
      labelOf={labelOf}
      locale={i18n.language}
      texts={{ empty: t('table.empty'), failed: t('table.failed'), retry: t('table.retry') }}
    />
  );
}
