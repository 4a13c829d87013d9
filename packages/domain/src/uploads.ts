import { z } from 'zod';
import { timezoneQuerySchema } from './querySchemas.js';
import { optionalTimeRange } from './timeWindow.js';

/**
 * Wire contract of CSV uploads (issue 5, spec 2 section 7):
 *   POST /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}/upload/{kind}
 *   Content-Type: text/csv; body the file text.
 * CSV: a header row, then one row per interval. First column the interval start (header timestamp,
 * ts, time or datetime): ISO 8601 with offset or Z, or epoch ms; local date-times without offset are
 * read in the plant's market zone (query `timezone` to change it) and rejected when ambiguous or
 * missing around a DST change. Further columns: one per component, headed by its id or external id
 * (price forecasts: one column headed price or value). Empty cells are skipped. Delimiter is detected
 * (comma, semicolon, tab); with semicolon or tab a decimal comma is accepted.
 */
export const UPLOAD_KINDS = [
  'gate-discharges',
  'gate-openings',
  'power-actuals',
  'reservoir-levels',
  'reservoir-inflows',
  'price-forecasts',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * What each kind writes: stored quantity, series kind and unit. Reservoir levels also become
 * contents (quantity content, m3) through each reservoir's level-to-content table, the quantity the
 * optimiser starts from: a reservoir without that table, or a level outside it, refuses the file.
 * Reservoir inflows are the natural inflow of the reservoir's own catchment (hour mean, m3/s; may
 * be slightly negative, as inflow computed from a water balance is).
 */
export const UPLOAD_TARGETS: Record<
  UploadKind,
  { quantity: string; kind: 'actual' | 'forecast'; unit: string; components: readonly string[] }
> = {
  'gate-discharges': { quantity: 'discharge', kind: 'actual', unit: 'm3/s', components: ['GATE'] },
  'gate-openings': { quantity: 'gate_opening', kind: 'actual', unit: 'cm', components: ['GATE'] },
  'power-actuals': { quantity: 'power', kind: 'actual', unit: 'MW', components: ['TURBINE', 'PUMP', 'PUMP_TURBINE'] },
  'reservoir-levels': { quantity: 'level', kind: 'actual', unit: 'm a.s.l.', components: ['RESERVOIR'] },
  'reservoir-inflows': { quantity: 'inflow', kind: 'actual', unit: 'm3/s', components: ['RESERVOIR'] },
  'price-forecasts': { quantity: 'day_ahead_price', kind: 'forecast', unit: 'EUR/MWh', components: [] },
};

export const UPLOAD_HANDLINGS = ['overwrite', 'keep-existing', 'cancel'] as const;
export type UploadHandling = (typeof UPLOAD_HANDLINGS)[number];
export const GATE_OPENING_UNITS = ['cm', 'm', 'percent'] as const;

export const uploadQuerySchema = z.object({
  /** how to treat values that exist already; without it an overlap answers 300 */
  handling: z.enum(UPLOAD_HANDLINGS).optional(),
  /** gate-openings only: unit of the values (percent of the gate's maximum opening) */
  unit: z.enum(GATE_OPENING_UNITS).optional(),
  /** the uploaded file's name (also header X-File-Name); parenthesised parts are stripped */
  filename: z.string().max(500).optional(),
  /** zone of local date-times without offset (default: the plant's market zone) */
  timezone: timezoneQuerySchema.optional(),
  /** price-forecasts: price region id (default: the plant's region) */
  price_region: z.string().max(200).optional(),
  /** price-forecasts: forecast source id or name (default: the region's first source) */
  source: z.string().max(200).optional(),
});

/** 300: values exist already in the uploaded range; repeat with ?handling=overwrite|keep-existing. */
export const uploadOverlapSchema = z.object({
  detail: z.string(),
  handling_offers: z.array(z.enum(UPLOAD_HANDLINGS)),
  /** existing values hit by the upload: count, first start and end (exclusive) in UTC epoch ms */
  overlap: z.object({ count: z.number().int(), from: z.number(), to: z.number() }),
});
export type UploadOverlap = z.infer<typeof uploadOverlapSchema>;

export const uploadResultSchema = z.object({
  file_name: z.string().nullable(),
  kind: z.enum(UPLOAD_KINDS),
  /** values in the file */
  values: z.number().int(),
  /** values written (new or overwritten) */
  written: z.number().int(),
  /** existing values kept (keep-existing) */
  kept: z.number().int(),
  handling: z.enum(UPLOAD_HANDLINGS).nullable(),
  /** range of the file's values, UTC epoch ms, end exclusive; null when empty */
  ...optionalTimeRange,
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** One CSV error; line and column are 1-based (line 1 is the header). */
export const uploadErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  line: z.number().int(),
  column: z.number().int(),
});
export type UploadError = z.infer<typeof uploadErrorSchema>;

/**
 * A file name with parenthesised parts stripped (spec 1 and 2 section 5): "levels (2).csv" ->
 * "levels.csv", "a (b (c)) d.csv" -> "a d.csv". Unbalanced parentheses are left as they are.
 */
export function stripParenthesised(name: string): string {
  let out = name;
  for (let prev = ''; prev !== out;) {
    prev = out;
    out = out.replace(/\s*\([^()]*\)/g, '');
  }
  return out
    .trim()
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+(?=\.[^.\s]*$)/, '');
}
