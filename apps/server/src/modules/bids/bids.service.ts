import {
  bidCsv,
  defaultBidDate,
  deliveryDay,
  marketTimeUnits,
  validateBidCurves,
  type AreaBid,
  type BidCurveSet,
  type BidProblem,
  type BidRun,
  type BidScenarios,
  type BidVersion,
  type BidVersionCreate,
  type BidVersionSummary,
  type DayAheadBid,
} from '@penstock/domain';
import { sumBidCurves } from '@penstock/optimizer';
import type PgBoss from 'pg-boss';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { badRequest, conflict, invalidFields, notFound } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import type { PlantViewRow } from '../plants/index.js';
import { bidContext, type BidContext } from './bidContext.js';
import { bidEntity } from './bidEntity.js';
import { createBidsRepo, type BidRunRow, type BidVersionHead, type BidVersionRow } from './bids.repo.js';
import { DEFAULT_SCENARIOS, type BidRunInputs } from './runBidGeneration.js';
import { storeBidVersion } from './storeBidVersion.js';

export const BID_QUEUE = 'bid-generation';
/** Runs kept per plant (their versions keep the run id null when pruned). */
const RUNS_KEPT_PER_PLANT = 100;
/** How far ahead a bid may be generated: the plan's horizon (days). */
const MAX_DAYS_AHEAD = 10;
const DAY = 86_400_000;

const summary = (v: BidVersionHead): BidVersionSummary => ({
  id: v.id,
  number: v.number,
  source: v.source,
  createdBy: v.created_by,
  createdAt: v.created_at.getTime(),
  runId: v.run_id,
  basedOn: v.based_on,
  valid: (v.problems as BidProblem[]).length === 0,
});
const full = (v: BidVersionRow): BidVersion => ({
  ...summary(v),
  curves: v.curves as BidCurveSet,
  scenarios: (v.scenarios as BidScenarios | null) ?? null,
  problems: v.problems as BidProblem[],
});
export const toBidRun = (r: BidRunRow, versionId: string | null = null): BidRun => ({
  id: r.id,
  bidDate: r.bid_date,
  status: r.status,
  progress: r.progress,
  startedBy: r.started_by,
  createdAt: r.created_at.getTime(),
  finishedAt: r.finished_at?.getTime() ?? null,
  log: r.log,
  versionId,
});

/**
 * Day-ahead bids of a plant (issue 25): the delivery day's latest version and its list, new versions
 * from edited curves (validated: all or nothing), generation runs (jobs), state, CSV export and the
 * area sums over a portfolio's plants. Rights are checked by the routes (editBidFiles).
 */
export function createBidsService(db: Db, clock: Clock, boss: () => Promise<PgBoss>) {
  const repo = createBidsRepo(db);
  const dateOr = (date: string | undefined, view: Pick<PlantViewRow, 'market_timezone'>) =>
    date ?? defaultBidDate(clock.now().getTime(), view.market_timezone);
  const checkDate = (date: string) => {
    try {
      deliveryDay(date, 'UTC');
    } catch {
      throw invalidFields('body', [{ path: 'date', message: 'must be a calendar date YYYY-MM-DD' }]);
    }
  };

  async function versionOf(view: PlantViewRow, id: string) {
    const v = await repo.version(id);
    if (!v || v.physical_plant_id !== view.physical_plant_id) throw notFound('Bid version not found');
    return v;
  }
  async function runOf(view: PlantViewRow, id: string) {
    const r = await repo.runs.get(id);
    if (!r || r.physical_plant_id !== view.physical_plant_id) throw notFound('Bid run not found');
    return r;
  }
  const runView = async (r: BidRunRow) => {
    const stored = r.status === 'succeeded' ? await repo.versionOfRun(r.id) : undefined;
    return toBidRun(r, stored ?? null);
  };

  async function load(view: PlantViewRow, date: string, ctx?: BidContext): Promise<DayAheadBid> {
    const c = ctx ?? (await bidContext(db, view.physical_plant_id, date));
    const bid = await repo.findBid(view.physical_plant_id, date);
    const [heads, latest, run] = await Promise.all([
      bid ? repo.versions(bid.id) : [],
      bid?.latest_version_id ? repo.version(bid.latest_version_id) : undefined,
      repo.runs.newest(view.physical_plant_id, date),
    ]);
    return {
      bidDate: date,
      physicalPlantId: view.physical_plant_id,
      physicalPlantName: c.physicalPlantName,
      plantViewId: view.id,
      area: c.area,
      timezone: c.zone,
      createdBy: bid?.created_by ?? null,
      powerUnits: c.powerUnits,
      state: bid?.state ?? null,
      deadline: c.deadline,
      deadlineSource: c.deadlineSource,
      lastRun: c.lastRun,
      marketTimeUnits: c.units,
      capacity: c.capacity,
      latest: latest ? full(latest) : null,
      versions: heads.map(summary),
      run: run ? await runView(run) : null,
    };
  }

  return {
    repo,
    load: (view: PlantViewRow, date: string | undefined) => load(view, dateOr(date, view)),

    async version(view: PlantViewRow, id: string): Promise<BidVersion> {
      return full(await versionOf(view, id));
    },

    /** A new version from an edited curve set: every problem answers 400 and nothing is saved. */
    async saveVersion(user: AuthUser, view: PlantViewRow, body: BidVersionCreate): Promise<BidVersion> {
      checkDate(body.date);
      const ctx = await bidContext(db, view.physical_plant_id, body.date);
      if (body.basedOn !== undefined) {
        const base = await repo.version(body.basedOn);
        if (!base || base.physical_plant_id !== view.physical_plant_id || base.bid_date !== body.date)
          throw invalidFields('body', [{ path: 'basedOn', message: 'No version of this bid has this id' }]);
      }
      const problems = validateBidCurves(body.curves, ctx.units, ctx.zone, ctx.capacity);
      if (problems.length)
        throw badRequest(
          `The bid has ${problems.length} problem${problems.length > 1 ? 's' : ''}; nothing was saved`,
          problems.slice(0, 100).map((p) => ({
            path: p.unit === null ? 'curves' : `curves.${p.unit}${p.point === null ? '' : `.${p.point}`}`,
            message: p.message,
          })),
          'The bid curves are not valid',
        );
      const id = await storeBidVersion(db, {
        physicalPlantId: view.physical_plant_id,
        date: body.date,
        source: 'edited',
        by: user.email,
        at: clock.now(),
        curves: body.curves,
        problems: [],
        scenarios: null,
        runId: null,
        basedOn: body.basedOn ?? null,
      });
      return this.version(view, id);
    },

    /** Queues a generation run (a job) for the delivery day; answers the queued run. */
    async generate(view: PlantViewRow, body: { date: string; scenarios?: number }, startedBy: string): Promise<BidRun> {
      checkDate(body.date);
      const { start } = deliveryDay(body.date, view.market_timezone);
      const now = clock.now().getTime();
      if (start <= now)
        throw invalidFields('body', [
          { path: 'date', message: 'The delivery day has begun: bids are for days to come' },
        ]);
      if (start - now > MAX_DAYS_AHEAD * DAY)
        throw invalidFields('body', [
          { path: 'date', message: `Bids can be generated at most ${MAX_DAYS_AHEAD} days ahead` },
        ]);
      if (await repo.runs.open(view.physical_plant_id, body.date))
        throw conflict('A generation of this delivery day is already queued or running');
      return toBidRun(await queue(view, body.date, startedBy, body.scenarios ?? DEFAULT_SCENARIOS));
    },

    async run(view: PlantViewRow, id: string): Promise<BidRun> {
      return runView(await runOf(view, id));
    },

    /** Queued: never starts. Running: the worker aborts its solve within a second. Ended: 409. */
    async cancel(user: AuthUser, view: PlantViewRow, id: string): Promise<BidRun> {
      await runOf(view, id);
      const ended = await repo.runs.cancel(id, clock.now(), user.email);
      const run = await runOf(view, id);
      if (!ended) throw conflict(`The run has already ended (${run.status})`);
      return runView(run);
    },

    async setState(user: AuthUser, view: PlantViewRow, date: string, state: 'draft' | 'final'): Promise<DayAheadBid> {
      const bid = await repo.findBid(view.physical_plant_id, date);
      if (!bid) throw notFound('No bid for this delivery day');
      await bidEntity.save(bid.id, { state }, { by: user.email, at: clock.now() }, db);
      return load(view, date);
    },

    /** The CSV of a version (bidsCsv); the bid's state becomes exported (with history). */
    async exportCsv(user: AuthUser, view: PlantViewRow, id: string): Promise<{ csv: string; filename: string }> {
      const v = await versionOf(view, id);
      const ctx = await bidContext(db, view.physical_plant_id, v.bid_date);
      const csv = bidCsv({
        plantName: ctx.physicalPlantName,
        area: ctx.area?.name ?? '',
        date: v.bid_date,
        zone: ctx.zone,
        versionNumber: v.number,
        units: ctx.units,
        curves: v.curves as BidCurveSet,
      });
      await bidEntity.save(v.bid_id, { state: 'exported' }, { by: user.email, at: clock.now() }, db);
      return { csv, filename: `bid-${view.id}-${v.bid_date}-v${v.number}.csv` };
    },

    /** The latest versions of the portfolio's plants in the area, summed per market time unit. */
    async areaSum(views: PlantViewRow[], area: string, date: string | undefined): Promise<AreaBid> {
      const inArea = views.filter((v) => v.price_region_id === area);
      if (!inArea.length) throw notFound('No plant of this portfolio bids in this area');
      const d = dateOr(date, inArea[0]);
      const ctx = await bidContext(db, inArea[0].physical_plant_id, d);
      const bids = await repo.bidsOf(
        inArea.map((v) => v.physical_plant_id),
        d,
      );
      const latest = await repo.versionsById(bids.flatMap((b) => (b.latest_version_id ? [b.latest_version_id] : [])));
      const byPlant = new Map(
        bids.map((b) => [b.physical_plant_id, latest.find((v) => v.id === b.latest_version_id)] as const),
      );
      const units = marketTimeUnits(d, ctx.zone);
      const seen = new Set<string>();
      const plants = inArea.filter((v) => !seen.has(v.physical_plant_id) && seen.add(v.physical_plant_id));
      const summed = plants.flatMap((v) => {
        const version = byPlant.get(v.physical_plant_id);
        return version ? [version.curves as BidCurveSet] : [];
      });
      return {
        bidDate: d,
        area: ctx.area ?? { id: area, name: area },
        timezone: ctx.zone,
        marketTimeUnits: units,
        plants: plants.map((v) => {
          const version = byPlant.get(v.physical_plant_id);
          return {
            plantViewId: v.id,
            physicalPlantName: v.physical_plant_name,
            versionId: version?.id ?? null,
            versionNumber: version?.number ?? null,
          };
        }),
        curves: units.map((_, t) =>
          sumBidCurves(summed.map((c) => (c[t] ?? []).map((p) => ({ price: p.price, mw: p.volume })))).map((p) => ({
            price: p.price,
            volume: p.mw,
          })),
        ),
      };
    },
  };

  async function queue(view: PlantViewRow, date: string, startedBy: string, scenarios: number) {
    const inputs: BidRunInputs = { scenarios };
    return repo.runs.startWithJob(await boss(), BID_QUEUE, view.physical_plant_id, RUNS_KEPT_PER_PLANT, (trx) =>
      repo.runs.insert(
        {
          physical_plant_id: view.physical_plant_id,
          portfolio_id: view.portfolio_id,
          plant_view_id: view.id,
          bid_date: date,
          started_by: startedBy,
          inputs,
        },
        trx,
      ),
    );
  }
}
export type BidsService = ReturnType<typeof createBidsService>;
