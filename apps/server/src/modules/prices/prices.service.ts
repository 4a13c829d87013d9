import {
  timeCells,
  timeColumns,
  featureAvailable,
  moneyUnit,
  type ExportTable,
  type PlantSeriesQuery,
  type PowerPricesResponse,
} from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { forbidden } from '../../http/httpError.js';
import { marketRepo } from '../market/index.js';
import { plantsRepo } from '../plants/index.js';
import { portfolioCustomer } from '../portfolios/index.js';
import { plantModuleStates } from '../productModules/index.js';
import { aggregateSeries, seriesFrames, seriesRepo } from '../series/index.js';

/** Day-ahead (actual and forecast per source) and realised prices of the portfolio's price regions. */
export function createPricesService(db: Db, clock: Clock) {
  const series = seriesRepo(db);
  const views = plantsRepo(db);
  const market = marketRepo(db);
  /** Regions in which a plant of the portfolio has Price Forecast (the module that sells forecasts). */
  async function forecastRegions(portfolioId: string): Promise<Set<string>> {
    const plants = [...new Map((await views.listViews(portfolioId)).map((v) => [v.physical_plant_id, v])).values()].map(
      (v) => ({ id: v.physical_plant_id, price_region_id: v.price_region_id }),
    );
    const now = clock.now();
    const on = await Promise.all(
      plants.map(async (p) => featureAvailable('priceForecasts', await plantModuleStates(p.id, now, db))),
    );
    return new Set(plants.filter((p, i) => on[i] && p.price_region_id).map((p) => p.price_region_id!));
  }
  const service = {
    async powerPrices(portfolioId: string, q: PlantSeriesQuery): Promise<PowerPricesResponse> {
      const regionIds = new Set((await views.listViews(portfolioId)).flatMap((v) => v.price_region_id ?? []));
      const regions = await market.regionsByIds([...regionIds]);
      const customerId = await portfolioCustomer(portfolioId, db);
      const metas = await series.regionSeries(
        regions.map((r) => r.id),
        ['day_ahead_price', 'realised_price'],
        customerId,
      );
      const rows = await aggregateSeries(db, {
        ids: metas.map((m) => m.id),
        start: q['start-ts'],
        end: q['end-ts'],
        granularity: q.granularity ?? 'raw',
        zone: q.timezone,
        agg: 'mean',
      });
      const frames = seriesFrames(metas, rows);
      // forecasts are what Price Forecast sells: a region's forecast frames only where a plant has it
      const withForecast = await forecastRegions(portfolioId);
      return {
        regions: regions.map((r) => ({
          ...r,
          frames: metas.flatMap((m, i) =>
            m.price_region_id === r.id && (m.kind !== 'forecast' || withForecast.has(r.id))
              ? [
                  {
                    ...frames[i],
                    unit: moneyUnit(frames[i].unit, r.currency),
                    source_id: m.source_id,
                    source_name: m.source_name,
                  },
                ]
              : [],
          ),
        })),
      };
    },
    /**
     * The day-ahead price forecasts of the portfolio's price regions as one table: a row per bucket
     * (time in `timezone` and ISO 8601 with offset), a column per region and forecast source.
     */
    async forecastTable(portfolioId: string, q: PlantSeriesQuery): Promise<ExportTable> {
      if (!(await forecastRegions(portfolioId)).size)
        throw forbidden(
          'Price Forecast is not active for any plant of this portfolio. Upgrade product modules to use this feature.',
        );
      const { regions } = await service.powerPrices(portfolioId, q);
      const columns = regions.flatMap((r) =>
        r.frames
          .filter((f) => f.quantity === 'day_ahead_price' && f.kind === 'forecast')
          .map((f) => ({
            header: `${r.name} - ${f.source_name ?? 'forecast'} (${f.unit})`,
            f,
          })),
      );
      const times = [...new Set(columns.flatMap((c) => c.f.time))].sort((a, b) => a - b);
      const at = columns.map((c) => new Map(c.f.time.map((t, i) => [t, c.f.values[i]])));
      return {
        name: 'Price forecast',
        columns: [...timeColumns(q.timezone), ...columns.map((c) => c.header)],
        rows: times.map((t) => [...timeCells(t, q.timezone), ...at.map((m) => m.get(t) ?? null)]),
      };
    },
  };
  return service;
}
