import { z } from 'zod';
import { finiteNumberSchema as finite } from './numberSchemas.js';
import { maxOf } from './arrays.js';
import { countSchema, rowVersion, savedStampOrNever, writeVersion } from './entityFields.js';
import { pointSchema, type Point, type PointWarning } from './plantAdmin.js';

/**
 * Head data (issue 23) as an administrator enters it, with SHOP's names. Paths under
 * /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}:
 *   GET  head                                     head plants, units' seats and which power model each unit uses
 *   POST head-plant, PUT/DELETE head-plant/{id}   outlet_line, main_loss, penstock_loss; GET .../history
 *   PUT  head-unit/{unitId}                       head plant, penstock, pump head limits; GET .../history
 *   {turb-eff-curves|gen-eff-curve|pump-eff-curves}/{unitId}, outlet-line/{headPlantId}   GET / PUT points, GET .../history
 * and POST /api/dashboard-v3/portfolio/{portfolioId}/shop-import (admins): a SHOP YAML model as a Draft plant.
 * Every write carries the `version` it loaded; a stale one is 409 StaleWrite.
 */

export const HEAD_CURVE_KINDS = ['turb-eff-curves', 'gen-eff-curve', 'pump-eff-curves', 'outlet-line'] as const;
export type HeadCurveKind = (typeof HEAD_CURVE_KINDS)[number];
export const isHeadCurveKind = (k: string): k is HeadCurveKind => (HEAD_CURVE_KINDS as readonly string[]).includes(k);

/** Columns of each curve (x rises within a head, y is the value), SHOP's name, and who carries it. */
export const HEAD_CURVE_COLUMNS = {
  'turb-eff-curves': { x: 'discharge', y: 'efficiency', extra: 'head', shop: 'turb_eff_curves', owner: 'unit' }, // m3/s -> % at net head m
  'gen-eff-curve': { x: 'power', y: 'efficiency', extra: null, shop: 'gen_eff_curve', owner: 'unit' }, // MW -> %
  'pump-eff-curves': { x: 'discharge', y: 'efficiency', extra: 'head', shop: 'pump_eff_curves', owner: 'unit' }, // m3/s -> % at head m
  'outlet-line': { x: 'discharge', y: 'level', extra: null, shop: 'outlet_line', owner: 'plant' }, // total m3/s -> m a.s.l.
} as const satisfies Record<
  HeadCurveKind,
  { x: string; y: string; extra: 'head' | null; shop: string; owner: 'unit' | 'plant' }
>;

/** Unit types that carry each unit curve. */
export const HEAD_CURVE_UNIT_TYPES: Record<Exclude<HeadCurveKind, 'outlet-line'>, readonly string[]> = {
  'turb-eff-curves': ['TURBINE', 'PUMP_TURBINE'],
  'gen-eff-curve': ['TURBINE', 'PUMP_TURBINE'],
  'pump-eff-curves': ['PUMP', 'PUMP_TURBINE'],
};

export const HEAD_CURVE_MAX_POINTS = 500;
export const headCurveBodySchema = z
  .object({
    points: z.array(pointSchema).max(HEAD_CURVE_MAX_POINTS),
    ...writeVersion,
  })
  .strict();
export type HeadCurveBody = z.infer<typeof headCurveBodySchema>;
export const headCurveErrorSchema = z.object({ index: z.number().int(), path: z.string(), message: z.string() });
export type HeadCurveError = z.infer<typeof headCurveErrorSchema>;
export const headCurveSchema = z.object({
  kind: z.enum(HEAD_CURVE_KINDS),
  component_id: z.string(),
  points: z.array(pointSchema),
  warnings: z.array(z.object({ index: z.number().int(), message: z.string() })),
  ...savedStampOrNever,
});
export type HeadCurve = z.infer<typeof headCurveSchema>;

const lossFactor = finite.min(0, 'A loss factor cannot be negative').max(10);
/** POST head-plant / PUT head-plant/{id}: a SHOP plant (the units sharing an outlet and a main tunnel). */
export const headPlantBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(100),
    /** tailwater level, m a.s.l. (used while the outlet-line curve has no points) */
    outlet_line: finite.min(-500).max(9000),
    /** main tunnel loss factor, m per (m3/s)^2: head loss = main_loss x Q_total^2 */
    main_loss: lossFactor.default(0),
    /** per penstock its loss factor, m per (m3/s)^2 (penstock 1 first) */
    penstock_loss: z.array(lossFactor).min(1, 'At least one penstock').max(50),
    ...writeVersion,
  })
  .strict();
export type HeadPlantBody = z.input<typeof headPlantBodySchema>;
export const headPlantSchema = z.object({
  id: z.string(),
  name: z.string(),
  outlet_line: z.number(),
  main_loss: z.number(),
  penstock_loss: z.array(z.number()),
  /** points of its outlet-line curve (0: the constant outlet_line holds) */
  outlet_curve_points: z.number().int(),
  ...savedStampOrNever,
});
export type HeadPlantInfo = z.infer<typeof headPlantSchema>;

/** PUT head-unit/{unitId}: the unit's seat (null head_plant_id: on no head plant) and a pump's head limits, m. */
export const headUnitBodySchema = z
  .object({
    head_plant_id: z.string().max(200).nullable(),
    penstock: z.number().int().min(1).max(50).default(1),
    pump_head_min: finite.min(0).max(3000).nullable().default(null),
    pump_head_max: finite.min(0).max(3000).nullable().default(null),
    ...writeVersion,
  })
  .strict()
  .refine((b) => b.pump_head_min === null || b.pump_head_max === null || b.pump_head_min < b.pump_head_max, {
    message: 'The lowest pump head must be below the highest',
    path: ['pump_head_max'],
  });
export type HeadUnitBody = z.input<typeof headUnitBodySchema>;

export const POWER_MODELS = ['HEAD', 'FIXED'] as const;
export type PowerModel = (typeof POWER_MODELS)[number];
export const headUnitSchema = z.object({
  control_unit_id: z.string(),
  name: z.string(),
  type: z.string(),
  head_plant_id: z.string().nullable(),
  penstock: z.number().int().nullable(),
  pump_head_min: z.number().nullable(),
  pump_head_max: z.number().nullable(),
  /** points of each curve */
  curves: z.object({
    'turb-eff-curves': z.number().int(),
    'gen-eff-curve': z.number().int(),
    'pump-eff-curves': z.number().int(),
  }),
  /** HEAD: efficiency curves on a head plant (the optimiser follows the net head); FIXED: the flow-to-power curve */
  power_model: z.enum(POWER_MODELS),
  /** version 0 while the unit has no seat row */
  ...rowVersion,
});
export type HeadUnitInfo = z.infer<typeof headUnitSchema>;
export const headDataSchema = z.object({ plants: z.array(headPlantSchema), units: z.array(headUnitSchema) });
export type HeadData = z.infer<typeof headDataSchema>;

/** Which power model the optimiser gives a unit: efficiency curves on a head plant follow the head, else the fixed-head curve. */
export const powerModelOf = (u: { head_plant_id: string | null; turbinePoints: number }): PowerModel =>
  u.head_plant_id !== null && u.turbinePoints >= 2 ? 'HEAD' : 'FIXED';

/** POST shop-import: a SHOP model in SHOP's YAML standard (the file `npm run optimize -- --shop` reads). */
export const SHOP_IMPORT_MAX_CHARS = 8_000_000;
export const shopImportBodySchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(100)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'Letters, digits, _ . - only'),
    name: z.string().trim().min(1, 'Required').max(200),
    price_region_id: z.string().trim().min(1, 'Required').max(100),
    yaml: z.string().min(1, 'The file is empty').max(SHOP_IMPORT_MAX_CHARS),
  })
  .strict();
export type ShopImportBody = z.infer<typeof shopImportBodySchema>;
export const shopImportResultSchema = z.object({
  plant_view_id: z.string(),
  reservoirs: countSchema,
  units: countSchema,
  head_plants: countSchema,
  hours: countSchema,
  start: z.number(),
  /** SHOP attributes and objects not imported, by name */
  warnings: z.array(z.string()),
});
export type ShopImportResult = z.infer<typeof shopImportResultSchema>;

const EFF_NAME = { 'turb-eff-curves': 'turbine', 'pump-eff-curves': 'pump', 'gen-eff-curve': 'generator' } as const;

/** Efficiency (%) of curves per head at discharge q and head h: linear in q and in h, held beyond the ends (as the optimiser). */
export function efficiencyAt(curves: readonly { head: number; points: readonly Point[] }[], q: number, h: number) {
  const along = (pts: readonly Point[]) => interpolate(pts, q);
  if (h <= curves[0].head) return along(curves[0].points);
  const last = curves[curves.length - 1];
  if (h >= last.head) return along(last.points);
  const i = curves.findIndex((c) => c.head >= h);
  const [a, b] = [curves[i - 1], curves[i]];
  const w = (h - a.head) / (b.head - a.head);
  return along(a.points) * (1 - w) + along(b.points) * w;
}

function interpolate(pts: readonly Point[], x: number) {
  if (x <= pts[0].x) return pts[0].y;
  const j = pts.findIndex((p) => p.x >= x);
  if (j < 0) return pts[pts.length - 1].y;
  const [a, b] = [pts[j - 1], pts[j]];
  return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
}

/** The points of an efficiency table grouped by head (rows of one head together, in table order). */
export const curvesByHead = (points: readonly Point[]) => {
  const out: { head: number; points: Point[] }[] = [];
  for (const p of points) {
    const h = p.head ?? NaN;
    const last = out[out.length - 1];
    if (last && last.head === h) last.points.push(p);
    else out.push({ head: h, points: [p] });
  }
  return out;
};

/**
 * Errors of a head curve (nothing is saved while there is one), point by point in table order:
 * efficiency within 0-100 % (a generator's above 0), on efficiency tables every point with its net
 * head, heads increasing down the table (the rows of one head together) and at least two points
 * per head, x (discharge, power) increasing within a head, never negative, and no efficiency above
 * 100 % anywhere between the points (interpolated in discharge and head as the optimiser does).
 * The optimiser's headErrors (packages/optimizer) checks the same on the model it is given.
 */
export function headCurveErrors(kind: HeadCurveKind, points: readonly Point[]): HeadCurveError[] {
  const { x: xName, extra } = HEAD_CURVE_COLUMNS[kind];
  const errors: HeadCurveError[] = [];
  const err = (index: number, field: string, message: string) =>
    errors.push({ index, path: `points.${index}.${field}`, message: `Point ${index + 1}: ${message}` });
  const isEff = kind !== 'outlet-line';
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (p.x < 0) err(i, 'x', `${xName} ${p.x} cannot be negative`);
    if (isEff && (p.y < 0 || p.y > 100 || (kind === 'gen-eff-curve' && p.y === 0)))
      err(i, 'y', `efficiency ${p.y} % is outside 0-100 %${kind === 'gen-eff-curve' ? ' (above 0)' : ''}`);
    if (extra === 'head') {
      if (p.head === null || p.head === undefined || !(p.head > 0))
        err(i, 'head', 'every point needs the net head (m, above 0) its efficiency was measured at');
      else if (prev?.head != null && p.head < prev.head)
        err(i, 'head', `head ${p.head} m is below the previous point's ${prev.head} m: heads must be increasing`);
      else if (prev && prev.head === p.head && p.x <= prev.x)
        err(i, 'x', `${xName} ${p.x} is not above ${prev.x} at head ${p.head} m: ${xName} must be increasing`);
    } else if (prev && p.x <= prev.x)
      err(i, 'x', `${xName} ${p.x} is not above the previous point's ${prev.x}: ${xName} must be increasing`);
  });
  if (extra === 'head' && !errors.length) {
    let at = 0;
    for (const c of curvesByHead(points)) {
      if (c.points.length < 2) err(at, 'head', `the curve at head ${c.head} m has one point: at least two per head`);
      at += c.points.length;
    }
  }
  if (isEff && extra === 'head' && !errors.length && points.length) {
    const curves = curvesByHead(points);
    const qs = [...new Set(points.map((p) => p.x))];
    // linear pieces: the largest value lies on a breakpoint of discharge and head
    const top = maxOf(curves.flatMap((c) => qs.map((q) => efficiencyAt(curves, q, c.head))));
    if (top > 100)
      errors.push({
        index: 0,
        path: 'points',
        message: `The ${EFF_NAME[kind as 'turb-eff-curves']} efficiency reaches ${top.toFixed(1)} % between the points (above 100 %)`,
      });
  }
  return errors;
}

/** Warnings (saved anyway): a best efficiency outside what turbines and generators reach. */
export function headCurveWarnings(kind: HeadCurveKind, points: readonly Point[]): PointWarning[] {
  if (kind === 'outlet-line') return [];
  const out: PointWarning[] = [];
  const floor = kind === 'gen-eff-curve' ? 90 : 70;
  for (const c of kind === 'gen-eff-curve' ? [{ head: 0, points: [...points] }] : curvesByHead(points)) {
    if (!c.points.length) continue;
    const best = maxOf(c.points.map((p) => p.y));
    if (best < floor) {
      const index = points.indexOf(c.points.find((p) => p.y === best)!);
      out.push({
        index,
        message: `Best ${EFF_NAME[kind]} efficiency ${best} %${kind === 'gen-eff-curve' ? '' : ` at head ${c.head} m`} is below ${floor} %: check the units (per cent, not a fraction)`,
      });
    }
  }
  return out;
}
