import { actualsQualitySchema } from '@penstock/domain';
import type { z } from 'zod';
import { plantSeriesFetch, plantSeriesQuery } from './plantSeriesQuery';

export type ActualsQuality = z.infer<typeof actualsQualitySchema>;

/** GET plant/{plantViewId}/actuals-quality: gapless ranges and gaps per component over the window. */
export const getActualsQuality = plantSeriesFetch('actuals-quality', actualsQualitySchema);

const actualsQuality = plantSeriesQuery('actuals-quality', getActualsQuality);
export const actualsQualityQueryOptions = actualsQuality.options;
export const useActualsQuality = actualsQuality.use;
