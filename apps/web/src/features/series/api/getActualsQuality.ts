import { actualsQualitySchema } from '@penstock/domain';
import type { z } from 'zod';
import { fetchPlantSeries } from './fetchPlantSeries';
import { plantSeriesQuery } from './plantSeriesQuery';
import type { SeriesWindow } from './seriesKeys';

export type ActualsQuality = z.infer<typeof actualsQualitySchema>;

/** GET plant/{plantViewId}/actuals-quality: gapless ranges and gaps per component over the window. */
export const getActualsQuality = (
  portfolioId: string,
  plantViewId: string,
  window: SeriesWindow,
  signal?: AbortSignal,
) => fetchPlantSeries(portfolioId, plantViewId, 'actuals-quality', window, actualsQualitySchema, signal);

const actualsQuality = plantSeriesQuery('actuals-quality', getActualsQuality);
export const actualsQualityQueryOptions = actualsQuality.options;
export const useActualsQuality = actualsQuality.use;
