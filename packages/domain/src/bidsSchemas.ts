import { z } from 'zod';
import { BID_MAX_POINTS } from './bidsValidation.js';

/**
 * Wire shapes of day-ahead bids (issue 25, spec 2 section 3: bidDate, physicalPlantId,
 * physicalPlantName, createdBy, powerUnits {internalId, name}; the rest in the same camelCase).
 * Under /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}:
 *   GET  bid?date=YYYY-MM-DD            -> DayAheadBid (latest version and the list of versions)
 *   GET  bid/{versionId}                -> BidVersion
 *   POST bid/version  BidVersionCreate  -> BidVersion (400 problem details listing every problem)
 *   POST bid/generate {date, scenarios?} -> BidRun (a job; GET bid/run/{runId}, DELETE to cancel)
 *   PUT  bid/state    {date, state}     -> DayAheadBid
 *   GET  bid/{versionId}/export?format=csv -> text/csv (bidsCsv.ts)
 * and GET /api/dashboard-v3/portfolio/{portfolioId}/bid?date=...&area=... -> AreaBid.
 * Times are UTC epoch ms; prices EUR/MWh; volumes MW (negative: pumping).
 */
export const bidDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
export const bidPointSchema = z.object({ price: z.number(), volume: z.number() });
/** One curve per market time unit; the limits here only keep bodies bounded, the rules are validateBidCurves. */
export const bidCurvesSchema = z.array(z.array(bidPointSchema).max(BID_MAX_POINTS * 5)).max(200);
export const BID_STATES = ['draft', 'final', 'exported'] as const;
export type BidState = (typeof BID_STATES)[number];

export const bidProblemSchema = z.object({
  code: z.string(),
  unit: z.number().int().nullable(),
  point: z.number().int().nullable(),
  message: z.string(),
});
export const marketTimeUnitSchema = z.object({ start: z.number(), end: z.number() });

export const bidVersionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  source: z.enum(['generated', 'edited']),
  createdBy: z.string(),
  /** UTC epoch ms */
  createdAt: z.number(),
  /** the generation run it came from (generated versions) */
  runId: z.string().nullable(),
  /** the version it was edited from (edited versions) */
  basedOn: z.string().nullable(),
  valid: z.boolean(),
});
export type BidVersionSummary = z.infer<typeof bidVersionSummarySchema>;

export const bidScenariosSchema = z.object({
  /** how the scenarios were drawn */
  method: z.string(),
  /** per scenario, price per market time unit, EUR/MWh */
  prices: z.array(z.array(z.number())),
  probabilities: z.array(z.number()),
});
export type BidScenarios = z.infer<typeof bidScenariosSchema>;

export const bidVersionSchema = bidVersionSummarySchema.extend({
  curves: z.array(z.array(bidPointSchema)),
  /** the price scenarios the generation used (null: edited by hand without them) */
  scenarios: bidScenariosSchema.nullable(),
  problems: z.array(bidProblemSchema),
});
export type BidVersion = z.infer<typeof bidVersionSchema>;

export const bidRunSchema = z.object({
  id: z.string(),
  bidDate: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  /** 0..1 */
  progress: z.number(),
  startedBy: z.string(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  log: z.array(z.string()),
  /** the version the run stored */
  versionId: z.string().nullable(),
});
export type BidRun = z.infer<typeof bidRunSchema>;

export const dayAheadBidSchema = z.object({
  bidDate: z.string(),
  physicalPlantId: z.string(),
  physicalPlantName: z.string(),
  plantViewId: z.string(),
  /** the plant's bidding area (price region) */
  area: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** the area's zone: the delivery day and its quarter-hours are in it */
  timezone: z.string(),
  /** who made the first version (null: no version yet) */
  createdBy: z.string().nullable(),
  powerUnits: z.array(z.object({ internalId: z.string(), name: z.string() })),
  state: z.enum(BID_STATES).nullable(),
  /** UTC epoch ms: when the bid is due (nomination configuration, else gate closure) */
  deadline: z.number(),
  /** 'configuration': the plant's day_ahead_bid_completion time; 'gateClosure': 12:00 Europe/Brussels */
  deadlineSource: z.enum(['configuration', 'gateClosure']),
  /** UTC epoch ms: the periodic generation, one hour before the deadline */
  lastRun: z.number(),
  marketTimeUnits: z.array(marketTimeUnitSchema),
  capacity: z.object({ up: z.array(z.number()), down: z.array(z.number()) }),
  latest: bidVersionSchema.nullable(),
  /** newest first */
  versions: z.array(bidVersionSummarySchema),
  /** the newest generation run of the date */
  run: bidRunSchema.nullable(),
});
export type DayAheadBid = z.infer<typeof dayAheadBidSchema>;

export const bidQuerySchema = z.object({ date: bidDateSchema.optional() });
export const bidVersionCreateSchema = z
  .object({
    date: bidDateSchema,
    curves: bidCurvesSchema,
    /** the version edited (optional) */
    basedOn: z.string().max(100).optional(),
  })
  .strict();
export type BidVersionCreate = z.infer<typeof bidVersionCreateSchema>;
export const bidGenerateSchema = z
  .object({
    date: bidDateSchema,
    /** price scenarios (default 10; 1: deterministic, the forecast only) */
    scenarios: z.number().int().min(1).max(50).optional(),
  })
  .strict();
export type BidGenerate = z.infer<typeof bidGenerateSchema>;
export const bidStateUpdateSchema = z.object({ date: bidDateSchema, state: z.enum(['draft', 'final']) }).strict();

export const areaBidQuerySchema = z.object({ date: bidDateSchema.optional(), area: z.string().max(200) });
export const areaBidSchema = z.object({
  bidDate: z.string(),
  area: z.object({ id: z.string(), name: z.string() }),
  timezone: z.string(),
  marketTimeUnits: z.array(marketTimeUnitSchema),
  /** the portfolio's plants in the area and the version summed (null: no bid yet, not in the sum) */
  plants: z.array(
    z.object({
      plantViewId: z.string(),
      physicalPlantName: z.string(),
      versionId: z.string().nullable(),
      versionNumber: z.number().int().nullable(),
    }),
  ),
  /** per market time unit, the summed curve */
  curves: z.array(z.array(bidPointSchema)),
});
export type AreaBid = z.infer<typeof areaBidSchema>;
