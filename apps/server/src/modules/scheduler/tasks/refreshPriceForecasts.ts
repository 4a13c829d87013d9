import { sql } from 'kysely';
import type { PeriodicTaskDefinition } from '../periodicTask.js';

/** How far ahead forecasts must reach after a refresh. */
const HORIZON_DAYS = 10;

/**
 * Keeps the price and inflow forecasts reaching HORIZON_DAYS ahead of now (the optimiser's horizon).
 * Demo model, stated plainly: a price hour is forecast as the same hour one week earlier (weekly
 * shape, from the forecast or the auction), an inflow hour as the last known inflow (persistence).
 */
export const refreshPriceForecasts: PeriodicTaskDefinition = {
  name: 'refresh-price-forecasts',
  description: `Extends the day-ahead price and inflow forecasts to ${HORIZON_DAYS} days ahead (weekly price shape, inflow persistence).`,
  schedule: '0 */6 * * *',
  timezone: 'Europe/Vienna',
  async run({ db, clock }) {
    const now = clock.now();
    const prices = await sql`
      with f as (
        select s.id, s.price_region_id, (select max(v.ts) from series_value v where v.series_id = s.id) as last_ts
        from series s where s.kind = 'forecast' and s.quantity = 'day_ahead_price' and s.run_id is null and s.price_region_id is not null)
      insert into series_value (series_id, ts, value)
      select f.id, g.ts, w.value
      from f cross join lateral generate_series(f.last_ts + interval '1 hour', date_trunc('hour', ${now}::timestamptz) + ${HORIZON_DAYS} * interval '1 day', interval '1 hour') g(ts)
      cross join lateral (
        select v.value from series s2 join series_value v on v.series_id = s2.id and v.ts = g.ts - interval '7 days'
        where s2.price_region_id = f.price_region_id and s2.quantity = 'day_ahead_price' and s2.run_id is null
        order by s2.kind = 'actual' desc limit 1) w
      where f.last_ts is not null
      on conflict do nothing`.execute(db);
    // A statement sees only values that existed before it, so one run extends a price forecast by at
    // most a week beyond its end (a 6-hourly task keeps up easily).
    const inflows = await sql`
      with f as (
        select s.id, (select max(v.ts) from series_value v where v.series_id = s.id) as last_ts
        from series s where s.kind = 'forecast' and s.quantity = 'inflow' and s.run_id is null and s.hydro_body_id is not null)
      insert into series_value (series_id, ts, value)
      select f.id, g.ts, (select v.value from series_value v where v.series_id = f.id and v.ts = f.last_ts)
      from f cross join lateral generate_series(f.last_ts + interval '1 hour', date_trunc('hour', ${now}::timestamptz) + ${HORIZON_DAYS} * interval '1 day', interval '1 hour') g(ts)
      where f.last_ts is not null
      on conflict do nothing`.execute(db);
    return {
      price_values_added: Number(prices.numAffectedRows ?? 0),
      inflow_values_added: Number(inflows.numAffectedRows ?? 0),
    };
  },
};
