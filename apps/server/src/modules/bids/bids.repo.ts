import { sql, type Selectable } from 'kysely';
import type { BidProblem, BidScenarios } from '@penstock/domain';
import type { BidRunTable, Db, DayAheadBidTable, DayAheadBidVersionTable, Executor } from '../../db/schema.js';
import { runProgress } from '../../jobs/runProgress.js';
import { runTable } from '../../jobs/runTable.js';

export type BidRunRow = Selectable<BidRunTable>;
export type BidRow = Selectable<DayAheadBidTable>;
export type BidVersionRow = Selectable<DayAheadBidVersionTable>;
/** A version without its curves (lists). */
export type BidVersionHead = Omit<BidVersionRow, 'curves' | 'scenarios'>;

const HEAD = [
  'id',
  'bid_id',
  'number',
  'source',
  'created_by',
  'created_at',
  'run_id',
  'based_on',
  'problems',
] as const;

/** Bid runs (jobs, runTable) and bids with their versions. */
/** The bid runs of one plant's delivery day (select and order as needed). */
const runsOfDay = (physicalPlantId: string, date: string, ex: Executor) =>
  ex.selectFrom('bid_run').where('physical_plant_id', '=', physicalPlantId).where('bid_date', '=', date);

/** The bids of one delivery day (every plant's). */
const bidsOfDay = (date: string, ex: Executor) =>
  ex.selectFrom('day_ahead_bid').selectAll().where('bid_date', '=', date);

export function createBidsRepo(db: Db) {
  return {
    runs: {
      ...runTable('bid_run', db, { claimProgress: 0.05, newestBy: 'created_at' }),
      insert(
        run: Pick<BidRunRow, 'physical_plant_id' | 'portfolio_id' | 'plant_view_id' | 'bid_date' | 'started_by'> & {
          inputs: object;
        },
        ex: Executor = db,
      ): Promise<BidRunRow & { id: string }> {
        return ex
          .insertInto('bid_run')
          .values({ ...run, inputs: JSON.stringify(run.inputs), status: 'queued' })
          .returningAll()
          .executeTakeFirstOrThrow();
      },
      progress: runProgress('bid_run', db),
      /** The newest run of the plant's delivery day. */
      newest(physicalPlantId: string, date: string, ex: Executor = db): Promise<BidRunRow | undefined> {
        return runsOfDay(physicalPlantId, date, ex)
          .selectAll()
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst();
      },
      /** Whether the plant's delivery day has a run queued or running (the periodic task does not queue another). */
      async open(physicalPlantId: string, date: string, ex: Executor = db): Promise<boolean> {
        const r = await runsOfDay(physicalPlantId, date, ex)
          .select('id')
          .where('status', 'in', ['queued', 'running'])
          .executeTakeFirst();
        return !!r;
      },
    },

    /** Serialises the writes of one plant's delivery day (two first versions must not race). */
    lockDay: (physicalPlantId: string, date: string, trx: Executor) =>
      sql`select pg_advisory_xact_lock(hashtext(${`day_ahead_bid:${physicalPlantId}:${date}`}))`.execute(trx),

    findBid(physicalPlantId: string, date: string, ex: Executor = db): Promise<BidRow | undefined> {
      return bidsOfDay(date, ex).where('physical_plant_id', '=', physicalPlantId).executeTakeFirst();
    },

    /** The bids of these plants for the delivery day. */
    bidsOf(physicalPlantIds: string[], date: string, ex: Executor = db): Promise<BidRow[]> {
      if (!physicalPlantIds.length) return Promise.resolve([]);
      return bidsOfDay(date, ex).where('physical_plant_id', 'in', physicalPlantIds).execute();
    },

    async nextVersionNumber(bidId: string, ex: Executor = db): Promise<number> {
      const r = await ex
        .selectFrom('day_ahead_bid_version')
        .select(sql<number>`coalesce(max(number), 0) + 1`.as('n'))
        .where('bid_id', '=', bidId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async insertVersion(
      v: Omit<BidVersionRow, 'created_at' | 'curves' | 'scenarios' | 'problems'> & {
        created_at: Date;
        curves: unknown;
        scenarios: BidScenarios | null;
        problems: BidProblem[];
      },
      ex: Executor = db,
    ): Promise<void> {
      await ex
        .insertInto('day_ahead_bid_version')
        .values({
          ...v,
          curves: JSON.stringify(v.curves),
          scenarios: v.scenarios === null ? null : JSON.stringify(v.scenarios),
          problems: JSON.stringify(v.problems),
        })
        .execute();
    },

    /** Newest first, without curves. */
    versions(bidId: string, ex: Executor = db): Promise<BidVersionHead[]> {
      return ex
        .selectFrom('day_ahead_bid_version')
        .select(HEAD)
        .where('bid_id', '=', bidId)
        .orderBy('number', 'desc')
        .execute();
    },

    /** One version with its curves, and the plant and date of its bid. */
    version(id: string, ex: Executor = db) {
      return ex
        .selectFrom('day_ahead_bid_version as v')
        .innerJoin('day_ahead_bid as b', 'b.id', 'v.bid_id')
        .selectAll('v')
        .select(['b.physical_plant_id', 'b.bid_date'])
        .where('v.id', '=', id)
        .executeTakeFirst();
    },

    /** The version a run stored. */
    async versionOfRun(runId: string, ex: Executor = db): Promise<string | undefined> {
      const r = await ex
        .selectFrom('day_ahead_bid_version')
        .select('id')
        .where('run_id', '=', runId)
        .executeTakeFirst();
      return r?.id;
    },

    /** Versions by id, with curves (the area sums). */
    versionsById(ids: string[], ex: Executor = db): Promise<BidVersionRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return ex.selectFrom('day_ahead_bid_version').selectAll().where('id', 'in', ids).execute();
    },
  };
}
export type BidsRepo = ReturnType<typeof createBidsRepo>;
