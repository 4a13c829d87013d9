/**
 * The demo world: topology plus hourly series from a seeded simulation. Pure: no I/O, no clock
 * unless `now` is omitted. Series are made site by site on demand, so a loader can stream a large
 * world (50 plants, 5 years) without holding it in memory: iterate `world.series()` and COPY each
 * series (see copyChunks.ts) before asking for the next site.
 */
import { siteHeadData } from './headData.js';
import { alpineStorage } from './alpineStorage.js';
import { buildCalendar, DAY_MS, HOUR_MS } from './calendar.js';
import type { Calendar } from './calendar.js';
import { DEMO_PRICE_REGIONS, demoAlpineStorage, demoCascade, demoPumpedStorage } from './demoSites.js';
import { largeWorldSites } from './largeWorldSites.js';
import type { Markets } from './market.js';
import { simulateMarkets } from './market.js';
import { pumpedStorage } from './pumpedStorage.js';
import { runOfRiverCascade } from './runOfRiverCascade.js';
import type { Series } from './series.js';
import { seriesKey } from './series.js';
import type { SiteModel } from './siteModel.js';
import type { WorldTopology } from './topology.js';

export const DEFAULT_WORLD_SEED = 20260101;

export interface WorldOptions {
  /** seed of every random draw; default DEFAULT_WORLD_SEED */
  seed?: number;
  /** UTC epoch ms splitting history (actuals) from horizon (plans, forecasts); default the clock. Floored to the hour. */
  now?: number;
  /** history length when `start` is not given; default 3 (years of 365 days) */
  historyYears?: number;
  /** horizon length when `end` is not given; default 10 days (end rounded up to UTC midnight) */
  horizonDays?: number;
  /** first hour, UTC epoch ms; default UTC midnight historyYears * 365 days before now */
  start?: number;
  /** end of the range, exclusive, UTC epoch ms */
  end?: number;
  /** omit for the demo world; a number makes a larger world of that many plants from the same templates */
  plants?: number;
  /** blank a few stretches of actuals per component (default true) */
  gaps?: boolean;
}

export interface World {
  seed: number;
  /** UTC epoch ms: first hour, the history/horizon split, end (exclusive) */
  startTs: number;
  nowTs: number;
  endTs: number;
  stepMs: number;
  hours: number;
  topology: WorldTopology;
  /** price series of every region (small; computed once) */
  marketSeries(): Series[];
  /** series of one site (all its plants), simulated on each call */
  siteSeries(siteKey: string): Series[];
  /** market series, then site after site; only one site's series are alive at a time */
  series(): Generator<Series>;
}

const floorTo = (ts: number, step: number) => Math.floor(ts / step) * step;

export function createWorld(options: WorldOptions = {}): World {
  const seed = options.seed ?? DEFAULT_WORLD_SEED;
  const nowRaw = floorTo(options.now ?? Date.now(), HOUR_MS);
  const startTs =
    options.start !== undefined
      ? floorTo(options.start, HOUR_MS)
      : floorTo(nowRaw - Math.round((options.historyYears ?? 3) * 365) * DAY_MS, DAY_MS);
  const endTs =
    options.end !== undefined
      ? floorTo(options.end, HOUR_MS)
      : Math.ceil((nowRaw + (options.horizonDays ?? 10) * DAY_MS) / DAY_MS) * DAY_MS;
  if (!(endTs > startTs)) throw new RangeError('world range is empty: end must be after start');
  const nowTs = Math.min(endTs, Math.max(startTs, nowRaw));
  const hours = (endTs - startTs) / HOUR_MS;
  const nowIndex = (nowTs - startTs) / HOUR_MS;

  const models: SiteModel[] =
    options.plants === undefined
      ? [alpineStorage(demoAlpineStorage()), pumpedStorage(demoPumpedStorage()), runOfRiverCascade(demoCascade())]
      : largeWorldSites(seed, options.plants);
  const topology: WorldTopology = {
    price_regions: DEMO_PRICE_REGIONS,
    sites: models.map((m) => ({ ...m.site, head_data: siteHeadData(m.site) })),
  };

  let cal: Calendar | null = null;
  let markets: Markets | null = null;
  const calendar = () => (cal ??= buildCalendar(startTs, hours));
  const market = () => (markets ??= simulateMarkets(DEMO_PRICE_REGIONS, calendar(), nowIndex, seed));

  const siteSeries = (siteKey: string): Series[] => {
    const model = models.find((m) => m.site.key === siteKey);
    if (!model) throw new RangeError(`no site ${siteKey}`);
    const regionId = model.site.plants[0].price_region_id;
    const decisionPrice = market().decisionPrice.get(regionId);
    if (!decisionPrice) throw new RangeError(`no price region ${regionId}`);
    return model.simulate({ seed, cal: calendar(), nowIndex, decisionPrice, gaps: options.gaps ?? true });
  };

  return {
    seed,
    startTs,
    nowTs,
    endTs,
    stepMs: HOUR_MS,
    hours,
    topology,
    marketSeries: () => market().series,
    siteSeries,
    *series() {
      yield* market().series;
      for (const m of models) yield* siteSeries(m.site.key);
    },
  };
}

/** Every series of a world by seriesKey (componentId/quantity/kind): for tests and small worlds. */
export function collectSeries(world: World): Map<string, Series> {
  const out = new Map<string, Series>();
  for (const s of world.series()) out.set(seriesKey(s), s);
  return out;
}
