import {
  commonCurrency,
  REPORTING_FORMULAS,
  REPORTING_SECTION_IDS,
  unoptimizedRevenueFormulaWithWaterValues,
  type ReportingResponse,
  type ReportingSectionId,
} from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { HttpError } from '../../http/httpError.js';
import { plantReserveRevenue } from '../gridReserves/index.js';
import { futureValueAt, longTermFutureValue } from '../longTerm/index.js';
import { plantsRepo, viewControlUnits, type PlantViewRow } from '../plants/index.js';
import { createReportingTotalsRepo, seriesRepo } from '../series/index.js';

type Figures = Record<ReportingSectionId, number | null>;
/** What portfolio sums need besides the figures. */
interface PlantReport {
  figures: Figures;
  inflowPrice: number; // sum(I x P) over priced hours
  pricedInflow: number; // sum(I) over priced hours
  /** unoptimisedRevenue's formula when the long-term water values valued the water kept */
  waterLeftFormula: string | null;
  /** the plan's grid reserve revenue (null: none held) */
  reserveRevenue: number | null;
}

const div = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b);
const sumOrNull = (xs: Array<number | null>) =>
  xs.some((x) => x !== null) ? xs.reduce<number>((a, x) => a + (x ?? 0), 0) : null;

/** Reporting figures of spec 1 section 2; formulas in REPORTING_FORMULAS (domain plantAnalytics.ts). */
export function createReportingService(db: Db) {
  const repo = createReportingTotalsRepo(db);
  const series = seriesRepo(db);
  const plants = plantsRepo(db);

  async function plantReport(view: PlantViewRow, start: number, end: number): Promise<PlantReport> {
    const [metas, price, units] = await Promise.all([
      series.componentSeries([view.id], ['power', 'discharge', 'inflow', 'upstream_inflow', 'content']),
      series.dayAheadIds(view.price_region_id, view.customer_id),
      viewControlUnits(view.id, { types: ['TURBINE', 'PUMP_TURBINE'] }, db),
    ]);
    const actual = metas.filter((m) => m.kind === 'actual');
    const ids = (quantity: string) => actual.filter((m) => m.quantity === quantity).map((m) => m.id);
    const metaOf = new Map(actual.map((m) => [m.id, m]));
    // the reservoirs that feed a generating unit, with the flow capacity of their units
    const feeders = new Map<string, { qMax: number }>();
    for (const u of units) {
      if (u.upstream_id && u.q_max)
        feeders.set(u.upstream_id, { qMax: (feeders.get(u.upstream_id)?.qMax ?? 0) + u.q_max });
    }
    const feeds = (id: number) => feeders.has(metaOf.get(id)?.component_id ?? '');
    const inflowIds = [...ids('inflow'), ...ids('upstream_inflow')];
    const generating = new Set(units.map((u) => u.id));
    // each generating unit's actual and scheduled power: where it stood still while scheduled to run, it was out
    const powerOf = (kind: 'actual' | 'plan', unit: string) =>
      metas.find((m) => m.kind === kind && m.quantity === 'power' && m.component_id === unit)?.id;
    const availability = units.flatMap((u) => {
      const actualId = powerOf('actual', u.id);
      const planId = powerOf('plan', u.id);
      return u.upstream_id && u.q_max && actualId !== undefined && planId !== undefined
        ? [{ grp: u.upstream_id, qMax: u.q_max, actualId, planId }]
        : [];
    });
    const dischargeIds = actual
      .filter((m) => m.quantity === 'discharge' && generating.has(m.component_id ?? ''))
      .map((m) => m.id);
    const [er, meanPrice, flows, contents, release, turbined, future, reserveRevenue] = await Promise.all([
      repo.energyAndRevenue(ids('power'), price, start, end),
      repo.meanPrice(price, start, end),
      repo.flows(inflowIds, price, start, end),
      repo.edgeValues(ids('content'), start, end),
      repo.asItComesRelease(
        inflowIds
          .filter(feeds)
          .map((id) => ({ id, grp: metaOf.get(id)!.component_id!, ...feeders.get(metaOf.get(id)!.component_id!)! })),
        ids('power'),
        availability,
        price,
        start,
        end,
      ),
      repo.turbinedVolume(dischargeIds, start, end),
      longTermFutureValue(db, view.physical_plant_id, end),
      plantReserveRevenue(view, start, end, db),
    ]);
    const natural = flows.filter((f) => metaOf.get(f.id)?.quantity === 'inflow');
    // energy equivalent (MWh per m3): what the plant itself made of each turbined m3, so the
    // reference differs from the plant only in when it releases; without generation, the mean
    // of the generating units at full load
    const etas = units.filter((u) => u.p_max && u.q_max).map((u) => u.p_max! / u.q_max! / 3600);
    const eta =
      er.energy && turbined > 0
        ? er.energy / turbined
        : etas.length
          ? etas.reduce((a, b) => a + b, 0) / etas.length
          : null;
    // The reference operator turbines the inflow as it comes (up to the units' capacity) at each
    // hour's price. The water the plant kept (content change of the feeding reservoirs) is taken
    // out of the reference: valued with the long-term run's future value at the range's end where
    // there is one (as the short-term plan values the water it leaves), else at the reference's
    // own mean price, so both use the same water.
    const feeding = contents.filter((c) => feeds(c.id));
    const stored = feeding.reduce((a, c) => a + (c.last - c.first), 0);
    const referencePrice = release.volume > 0 ? release.valued / release.volume : meanPrice;
    const contentsAt = (edge: 'first' | 'last') =>
      Object.fromEntries(feeding.map((c) => [metaOf.get(c.id)!.component_id!, c[edge]]));
    const keptValue =
      future && feeding.length
        ? futureValueAt(future.cuts, contentsAt('last')) - futureValueAt(future.cuts, contentsAt('first'))
        : null;

    const energy = er.energy;
    const revenue = er.revenue;
    // never below nothing: a pumped-storage plant's upper reservoir also keeps water it pumped up
    const unoptimized =
      eta === null
        ? null
        : keptValue !== null
          ? Math.max(0, eta * release.valued - keptValue)
          : referencePrice !== null
            ? eta * Math.max(0, release.valued - stored * referencePrice)
            : null;
    const inflowPrice = natural.reduce((a, f) => a + (f.flow_price ?? 0), 0);
    const pricedInflow = natural.reduce((a, f) => a + (f.priced_flow ?? 0), 0);
    const valueAdded = revenue !== null && unoptimized !== null ? revenue - unoptimized : null;
    return {
      reserveRevenue,
      inflowPrice,
      pricedInflow,
      waterLeftFormula:
        future && keptValue !== null ? unoptimizedRevenueFormulaWithWaterValues(future, keptValue) : null,
      figures: {
        totalGeneration: energy,
        averageGeneration: div(energy, er.hours),
        waterContent: sumOrNull(contents.map((c) => c.last)),
        averageInflow: sumOrNull(natural.map((f) => f.mean)),
        unoptimizedRevenue: unoptimized,
        inflowWeightedPrice: div(inflowPrice, pricedInflow),
        averageMarketPrice: meanPrice,
        totalRevenue: revenue,
        averageRealizedMarketPrice: div(revenue, energy),
        valueAdded,
        averageValueAdded: div(valueAdded, energy),
      },
    };
  }

  const sections = (f: Figures, waterLeftFormula: string | null = null) =>
    REPORTING_SECTION_IDS.map((id) => ({
      id,
      value: f[id],
      ...REPORTING_FORMULAS[id],
      ...(id === 'unoptimizedRevenue' && waterLeftFormula ? { formula: waterLeftFormula } : {}),
    }));

  return {
    async plant(view: PlantViewRow, start: number, end: number): Promise<ReportingResponse> {
      const r = await plantReport(view, start, end);
      return {
        start_ts: start,
        end_ts: end,
        currency: view.currency,
        sections: sections(r.figures, r.waterLeftFormula),
        reserve_revenue: r.reserveRevenue,
        plants: [],
      };
    },

    async portfolio(portfolioId: string, start: number, end: number): Promise<ReportingResponse> {
      const views = await plants.listViews(portfolioId);
      // money is never summed across currencies (issue 27): refused, naming each currency's plants
      const money = commonCurrency(views);
      if (!money.ok) throw new HttpError(422, money.detail);
      const reports = await Promise.all(views.map((v) => plantReport(v, start, end)));
      const total = (id: ReportingSectionId) => sumOrNull(reports.map((r) => r.figures[id]));
      const prices = reports.map((r) => r.figures.averageMarketPrice).filter((p): p is number => p !== null);
      const energy = total('totalGeneration');
      const valueAdded = total('valueAdded');
      const figures: Figures = {
        totalGeneration: energy,
        averageGeneration: total('averageGeneration'),
        waterContent: total('waterContent'),
        averageInflow: total('averageInflow'),
        unoptimizedRevenue: total('unoptimizedRevenue'),
        inflowWeightedPrice: div(
          reports.reduce((a, r) => a + r.inflowPrice, 0),
          reports.reduce((a, r) => a + r.pricedInflow, 0),
        ),
        averageMarketPrice: prices.length ? prices.reduce((a, b) => a + b, 0) / prices.length : null,
        totalRevenue: total('totalRevenue'),
        averageRealizedMarketPrice: div(total('totalRevenue'), energy),
        valueAdded,
        averageValueAdded: div(valueAdded, energy),
      };
      return {
        start_ts: start,
        end_ts: end,
        currency: money.currency,
        sections: sections(figures),
        reserve_revenue: sumOrNull(reports.map((r) => r.reserveRevenue)),
        plants: views.map((v, i) => ({
          plant_view_id: v.id,
          name: v.name,
          sections: sections(reports[i].figures, reports[i].waterLeftFormula),
          reserve_revenue: reports[i].reserveRevenue,
        })),
      };
    },
  };
}
