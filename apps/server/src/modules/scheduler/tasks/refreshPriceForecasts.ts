import { writeSeries } from '../../series/index.js';
import { periodicTask } from '../../../jobs/moduleJobs.js';

/** How far ahead forecasts must reach after a refresh. */
const HORIZON_DAYS = 10;

/**
 * Keeps the price and inflow forecasts reaching HORIZON_DAYS ahead of now (the optimiser's horizon).
 * Demo model, stated plainly: a price hour is forecast as the same hour one week earlier (weekly
 * shape, from the forecast or the auction), an inflow hour as the last known inflow (persistence).
 */
export const refreshPriceForecasts = periodicTask({
  name: 'refresh-price-forecasts',
  description: `Extends the day-ahead price and inflow forecasts to ${HORIZON_DAYS} days ahead (weekly price shape, inflow persistence).`,
  schedule: '0 */6 * * *',
  async run({ db, now }) {
    // One run extends a price forecast by at most a week beyond its end (a 6-hourly task keeps up easily).
    const { parts } = await writeSeries(
      { forecasts: { now, horizonDays: HORIZON_DAYS } },
      { by: 'refresh-price-forecasts', at: now, source: 'forecast refresh' },
      db,
    );
    return { price_values_added: parts?.prices ?? 0, inflow_values_added: parts?.inflows ?? 0 };
  },
});
