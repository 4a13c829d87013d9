import { useMemo } from 'react';
import { seriesWindow } from '@/features/series/api/seriesWindow';
import { useRangeParam } from './useRangeParam';

/** The range in the address and the series window it stands for in `timezone` (stable while neither changes). */
export function useRangeWindow(timezone: string) {
  const rangeParam = useRangeParam(timezone);
  const window = useMemo(() => seriesWindow(rangeParam.range, timezone), [rangeParam.range, timezone]);
  return { rangeParam, window };
}
