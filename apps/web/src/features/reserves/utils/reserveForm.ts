import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import {
  GRID_RESERVE_STATUSES,
  HOURLY_SCHEDULES,
  RESERVE_DIRECTIONS,
  RESERVE_KINDS,
  RESERVE_MODES,
  reserveFieldIssues,
  type GridReserve,
  type GridReserveCreate,
} from '@penstock/domain';
import { parseUnitKey, unitKey } from '@/features/portfolios/utils/unitKey';

/** The feature's unit picker keys (shared with the other unit-picking form). */
export { parseUnitKey, unitKey };

/** The activation factor (0-1 on the wire) as the percent the form and the table show (spec 2 section 5). */
export const toPercent = (factor: number) => Math.round(factor * 100 * 1e6) / 1e6;
export const fromPercent = (percent: number) => Math.round(percent * 1e4) / 1e6;

/** What the form knows of a unit: its plant's zone (validity and blocks) and its maximum (MW). */
export interface ReserveUnitInfo {
  zone: string;
  pMax: number | null;
}

const mw = z.number({ error: 'Required' }).min(0, 'Cannot be negative');

/**
 * The form's values: the domain's grid reserve body with the unit as one key, the activation factor
 * as a percent 0-100, and the validity as UTC ms edited in the plant's zone. The product rules the
 * server applies (domain reserveFieldIssues: bid size and step, block boundaries, p_max) are checked
 * here too, so the form names them under their fields before anything is sent.
 */
export function reserveFormSchema(unitInfo: (key: string) => ReserveUnitInfo | undefined) {
  return z
    .object({
      unit: z.string().min(1, 'Required'),
      product_name: z.string().trim().min(1, 'Required').max(100),
      mode: z.enum(RESERVE_MODES),
      direction: z.enum(RESERVE_DIRECTIONS),
      reserve_type: z.enum(RESERVE_KINDS),
      mw: z.number().positive('Must be above 0').nullable(),
      capacity_price: mw,
      activation_percent: z.number({ error: 'Required' }).min(0, 'Between 0 and 100 %').max(100, 'Between 0 and 100 %'),
      activation_compensation: mw,
      hourly_schedule: z.string().refine((h) => (HOURLY_SCHEDULES as readonly number[]).includes(Number(h)), {
        message: 'Invalid Field',
      }),
      min_bid_mw: mw,
      bid_step_mw: mw,
      start_ts: z.number({ error: 'Required' }).refine(Number.isFinite, 'Invalid Field'),
      end_ts: z.number({ error: 'Required' }).refine(Number.isFinite, 'Invalid Field'),
      status: z.enum(GRID_RESERVE_STATUSES),
    })
    .superRefine((v, ctx) => {
      if (v.end_ts <= v.start_ts)
        ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['end_ts'] });
      if (v.mode === 'included' && v.mw === null)
        ctx.addIssue({ code: 'custom', message: 'An obligation needs the MW sold', path: ['mw'] });
      const info = unitInfo(v.unit);
      if (!info) return;
      const figures = { ...v, hourly_schedule: Number(v.hourly_schedule) };
      for (const issue of reserveFieldIssues(figures, info.zone, info.pMax))
        ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    });
}
export type ReserveFormValues = z.infer<ReturnType<typeof reserveFormSchema>>;

export function formValues(r: GridReserve): ReserveFormValues {
  return {
    unit: unitKey(r.plant_view_id, r.power_unit_id),
    product_name: r.product_name,
    mode: r.mode,
    direction: r.direction,
    reserve_type: r.reserve_type,
    mw: r.mw,
    capacity_price: r.capacity_price,
    activation_percent: toPercent(r.activation_factor),
    activation_compensation: r.activation_compensation,
    hourly_schedule: String(r.hourly_schedule),
    min_bid_mw: r.min_bid_mw,
    bid_step_mw: r.bid_step_mw,
    start_ts: r.start_ts,
    end_ts: r.end_ts,
    status: r.status,
  };
}

/** A new reserve: an aFRR obligation, upward, spinning, in 4-hour blocks, from tomorrow 00:00 for a day. */
export function newFormValues(unit: string, now: number, zone: string): ReserveFormValues {
  const tomorrow = Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: zone });
  return {
    unit,
    product_name: 'aFRR',
    mode: 'included',
    direction: 'positive',
    reserve_type: 'spinning',
    mw: 10,
    capacity_price: 0,
    activation_percent: 10,
    activation_compensation: 0,
    hourly_schedule: '4',
    min_bid_mw: 1,
    bid_step_mw: 1,
    start_ts: tomorrow.epochMilliseconds,
    end_ts: tomorrow.add({ days: 1 }).epochMilliseconds,
    status: 'Active',
  };
}

/** The POST / PUT body of the form's values (the server derives grid_reserve_type). */
export function toBody(v: ReserveFormValues): GridReserveCreate {
  const { plantViewId, unitId } = parseUnitKey(v.unit);
  return {
    plant_view_id: plantViewId,
    power_unit_id: unitId,
    product_name: v.product_name.trim(),
    mode: v.mode,
    direction: v.direction,
    reserve_type: v.reserve_type,
    mw: v.mw,
    capacity_price: v.capacity_price,
    activation_factor: fromPercent(v.activation_percent),
    activation_compensation: v.activation_compensation,
    hourly_schedule: Number(v.hourly_schedule),
    min_bid_mw: v.min_bid_mw,
    bid_step_mw: v.bid_step_mw,
    start_ts: v.start_ts,
    end_ts: v.end_ts,
    status: v.status,
  };
}
