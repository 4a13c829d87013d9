import { moneyUnit, type PlantSeriesQuery } from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { plantsRepo, type PlantViewRow } from '../plants/index.js';
import { aggregateSeries, weightedPrice, type Aggregation } from './aggregateSeries.repo.js';
import { groupFrames, seriesFrames } from './frames.js';
import { seriesRepo, type SeriesMeta } from './series.repo.js';

/** Every quantity stored for components, for data quality. */
const COMPONENT_QUANTITIES = [
  'power',
  'discharge',
  'gate_opening',
  'level',
  'content',
  'inflow',
  'upstream_inflow',
  'spill',
];

export function createSeriesService(db: Db) {
  const repo = seriesRepo(db);
  const plants = plantsRepo(db);

  const range = (q: PlantSeriesQuery) => ({
    start: q['start-ts'],
    end: q['end-ts'],
    granularity: q.granularity ?? 'raw',
    zone: q.timezone,
  });
  const filtered = (metas: SeriesMeta[], q: PlantSeriesQuery) =>
    q.component ? metas.filter((m) => q.component!.includes(m.component_id ?? '')) : metas;

  async function componentMetas(view: PlantViewRow, quantities: string[], q: PlantSeriesQuery) {
    return filtered(await repo.componentSeries([view.id], quantities), q);
  }

  const dayAheadIds = (view: PlantViewRow) => repo.dayAheadIds(view.price_region_id, view.customer_id);

  /** Per-unit frames plus plant totals (component_id null) per kind. */
  async function unitSeries(view: PlantViewRow, q: PlantSeriesQuery, agg: Aggregation, quantity: string, unit: string) {
    const [all, price] = await Promise.all([
      componentMetas(view, ['power'], q),
      agg === 'revenue' ? dayAheadIds(view) : undefined,
    ]);
    // a gate generates nothing (its plan writes 0 MW): no line and no legend entry per unit
    const metas = all.filter((m) => m.component_type !== 'GATE');
    const rows = await aggregateSeries(db, {
      ids: metas.map((m) => m.id),
      ...range(q),
      agg,
      price,
      groups: { kind: metas.map((m) => m.kind) },
    });
    return { frames: [...seriesFrames(metas, rows, { quantity, unit }), ...groupFrames(rows, quantity, unit)] };
  }

  async function regionFrames(view: PlantViewRow, q: PlantSeriesQuery, quantity: string) {
    const metas = view.price_region_id
      ? await repo.regionSeries([view.price_region_id], [quantity], view.customer_id)
      : [];
    const rows = await aggregateSeries(db, { ids: metas.map((m) => m.id), ...range(q), agg: 'mean' });
    return { frames: seriesFrames(metas, rows).map((f) => ({ ...f, unit: moneyUnit(f.unit, view.currency) })) };
  }

  async function portfolioSeries(
    portfolioId: string,
    q: PlantSeriesQuery,
    agg: Aggregation,
    quantity: string,
    unit: string,
  ) {
    const views = await plants.listViews(portfolioId);
    const metas = filtered(
      await repo.componentSeries(
        views.map((v) => v.id),
        ['power'],
      ),
      q,
    );
    const rows = await aggregateSeries(db, {
      ids: metas.map((m) => m.id),
      ...range(q),
      agg,
      perSeries: false,
      groups: { kind: metas.map((m) => m.kind), key: metas.map((m) => m.plant_view_id ?? '') },
    });
    return { frames: groupFrames(rows, quantity, unit, new Map(views.map((v) => [v.id, v.name]))) };
  }

  return {
    power: (view: PlantViewRow, q: PlantSeriesQuery) => unitSeries(view, q, 'mean', 'power', 'MW'),
    energy: (view: PlantViewRow, q: PlantSeriesQuery) => unitSeries(view, q, 'energy', 'energy', 'MWh'),
    revenue: (view: PlantViewRow, q: PlantSeriesQuery) =>
      unitSeries(view, q, 'revenue', 'revenue', moneyUnit('EUR', view.currency)),

    async inflow(view: PlantViewRow, q: PlantSeriesQuery) {
      const metas = await componentMetas(view, ['inflow'], q);
      const ids = metas.map((m) => m.id);
      const [rows, volumes] = await Promise.all([
        aggregateSeries(db, { ids, ...range(q), agg: 'mean', groups: { kind: metas.map((m) => m.kind) } }),
        repo.volumeByKind(ids, q['start-ts'], q['end-ts']),
      ]);
      const volume = (kind: string) => volumes.find((v) => v.kind === kind)?.volume ?? null;
      return {
        reservoirs: seriesFrames(metas, rows),
        overall: groupFrames(rows, 'inflow', 'm3/s'),
        aggregated_timeseries: { actual_m3: volume('actual'), forecast_m3: volume('forecast') },
      };
    },

    async waterContent(view: PlantViewRow, q: PlantSeriesQuery) {
      const metas = await componentMetas(view, ['content', 'level'], q);
      const rows = await aggregateSeries(db, { ids: metas.map((m) => m.id), ...range(q), agg: 'last' });
      return { frames: seriesFrames(metas, rows) };
    },

    dayAheadPrice: (view: PlantViewRow, q: PlantSeriesQuery) => regionFrames(view, q, 'day_ahead_price'),
    realizedPrice: (view: PlantViewRow, q: PlantSeriesQuery) => regionFrames(view, q, 'realised_price'),

    async inflowWeightedPrice(view: PlantViewRow, q: PlantSeriesQuery) {
      const [metas, price] = await Promise.all([componentMetas(view, ['inflow'], q), dayAheadIds(view)]);
      const rows = await weightedPrice(db, { ids: metas.map((m) => m.id), ...range(q), price });
      return { frames: groupFrames(rows, 'inflow_weighted_price', moneyUnit('EUR/MWh', view.currency)) };
    },

    async actualsQuality(view: PlantViewRow, q: PlantSeriesQuery) {
      const metas = (await componentMetas(view, COMPONENT_QUANTITIES, q)).filter((m) => m.kind === 'actual');
      const islands = await repo.presentRanges(
        metas.map((m) => m.id),
        q['start-ts'],
        q['end-ts'],
      );
      const byId = new Map<number, Array<[number, number]>>();
      for (const r of islands) {
        const list = byId.get(r.id) ?? [];
        list.push([r.from_ms, r.to_ms]);
        byId.set(r.id, list);
      }
      return {
        components: metas.map((m) => {
          const ranges = byId.get(m.id) ?? [];
          const gaps = ranges.slice(1).map((r, i): [number, number] => [ranges[i][1], r[0]]);
          return {
            component_id: m.component_id!,
            component_name: m.component_name!,
            component_type: m.component_type!,
            quantity: m.quantity,
            gapless_data_ranges: ranges,
            first_data_point: ranges[0]?.[0] ?? null,
            last_data_point: ranges.length ? ranges[ranges.length - 1][1] - m.resolution_seconds * 1000 : null,
            numberOfGaps: gaps.length,
            gaps,
          };
        }),
      };
    },

    portfolioPower: (portfolioId: string, q: PlantSeriesQuery) =>
      portfolioSeries(portfolioId, q, 'mean', 'power', 'MW'),
    portfolioGeneration: (portfolioId: string, q: PlantSeriesQuery) =>
      portfolioSeries(portfolioId, q, 'energy', 'energy', 'MWh'),
  };
}
