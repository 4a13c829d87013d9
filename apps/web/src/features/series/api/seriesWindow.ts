import type { DataRange } from '@penstock/domain';
import { apiGranularity, rangeToInterval } from '@/features/rangePicker/utils/rangeDates';
import type { SeriesWindow } from './seriesKeys';

/** The request window of a range in a zone. */
export const seriesWindow = (range: DataRange, timezone: string): SeriesWindow => ({
  ...rangeToInterval(range, timezone),
  granularity: apiGranularity(range),
  timezone,
});
