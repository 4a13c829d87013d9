import { z } from 'zod';
import {
  blockBoundariesAround,
  HOURLY_SCHEDULES,
  RESERVE_DIRECTIONS,
  RESERVE_KINDS,
  type GridReserveCostsBody,
} from '@penstock/domain';
import { fromPercent } from './reserveForm';

/** The question 'what does one more block cost': a unit's product, direction, block and MW. */
export const blockCostFormSchema = z.object({
  product: z.string().trim().min(1, 'Required').max(100),
  direction: z.enum(RESERVE_DIRECTIONS),
  reserve_type: z.enum(RESERVE_KINDS),
  hourly_schedule: z
    .string()
    .refine((h) => (HOURLY_SCHEDULES as readonly number[]).includes(Number(h)), 'Invalid Field'),
  start_ts: z.number({ error: 'Required' }).refine(Number.isFinite, 'Invalid Field'),
  mw: z.number({ error: 'Required' }).positive('Must be above 0'),
  activation_percent: z.number({ error: 'Required' }).min(0, 'Between 0 and 100 %').max(100, 'Between 0 and 100 %'),
  activation_compensation: z.number({ error: 'Required' }).min(0, 'Cannot be negative'),
});
export type BlockCostFormValues = z.infer<typeof blockCostFormSchema>;

/** The next block of `hours` that starts after `now` in the plant's zone (blocks start at 00:00 there). */
export const nextBlockStart = (now: number, hours: number, zone: string) => blockBoundariesAround(now, hours, zone)[1];

export function toCostsBody(
  v: BlockCostFormValues,
  unit: { plantViewId: string; unitId: string },
): GridReserveCostsBody {
  const hours = Number(v.hourly_schedule);
  return {
    plant_view_id: unit.plantViewId,
    power_unit_id: unit.unitId,
    product: v.product.trim(),
    direction: v.direction,
    reserve_type: v.reserve_type,
    hourly_schedule: hours,
    'start-ts': v.start_ts,
    'end-ts': v.start_ts + hours * 3_600_000,
    mw: v.mw,
    activation_factor: fromPercent(v.activation_percent),
    activation_compensation: v.activation_compensation,
  };
}
