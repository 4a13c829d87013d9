import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import {
  MODULE_MAINTENANCE_HORIZON_DAYS,
  type MaintenanceCandidateWire,
  type MaintenanceCreate,
} from '@penstock/domain';
import type { TimingsQuery } from '../api/maintenanceApi';
import { localToday, newOutageFields, outageFieldsSchema, parseUnitKey, toEpoch } from './maintenanceForm';

const H = 3_600_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DURATION_UNITS = ['hours', 'days'] as const;

/**
 * 'Create optimally' (spec 2 section 4): a new outage of a given duration, placed by Penstock in the
 * window of [earliest 00:00, latest 24:00) in the plant's zone that loses the least value. The
 * range is whole days; the server refuses a range past the plant's maintenance planning horizon.
 */
export const createOptimallyFormSchema = outageFieldsSchema
  .extend({
    duration_value: z.number().int('A whole number').min(1, 'At least 1'),
    duration_unit: z.enum(DURATION_UNITS),
    earliest_date: z.string().regex(DATE, 'Invalid Field'),
    latest_date: z.string().regex(DATE, 'Invalid Field'),
  })
  .superRefine((v, ctx) => {
    if (v.latest_date < v.earliest_date)
      return ctx.addIssue({
        code: 'custom',
        message: 'The latest day must not be before the earliest',
        path: ['latest_date'],
      });
    const days = Temporal.PlainDate.from(v.earliest_date).until(Temporal.PlainDate.from(v.latest_date)).days + 1;
    if (days > MODULE_MAINTENANCE_HORIZON_DAYS)
      return ctx.addIssue({
        code: 'custom',
        message: `At most ${MODULE_MAINTENANCE_HORIZON_DAYS} days`,
        path: ['latest_date'],
      });
    const hours = v.duration_value * (v.duration_unit === 'days' ? 24 : 1);
    if (hours > days * 24)
      ctx.addIssue({
        code: 'custom',
        message: 'The outage does not fit between the earliest and the latest day',
        path: ['duration_value'],
      });
  });
export type CreateOptimallyValues = z.infer<typeof createOptimallyFormSchema>;

/** Defaults: a one-day full outage for planned maintenance, searched from tomorrow over the basic 14 days. */
export function createOptimallyDefaults(
  unit: string,
  now: number,
  zone: string,
  horizonDays: number,
): CreateOptimallyValues {
  const today = localToday(now, zone);
  return {
    ...newOutageFields(unit),
    duration_value: 1,
    duration_unit: 'days',
    earliest_date: today.add({ days: 1 }).toString(),
    latest_date: today.add({ days: horizonDays }).toString(),
  };
}

/** The optimal-timings query of the values: from the earliest day (not before the next whole hour) to the end of the latest. */
export function timingsQueryOf(v: CreateOptimallyValues, zone: string, now: number): TimingsQuery {
  const { plantViewId, unitId: turbineId } = parseUnitKey(v.unit);
  const dayStart = toEpoch(v.earliest_date, '00:00', zone);
  return {
    plantViewId,
    turbineId,
    remaining: v.remaining_power,
    from: Math.max(Math.ceil(dayStart / H) * H, Math.ceil(now / H) * H),
    to: toEpoch(Temporal.PlainDate.from(v.latest_date).add({ days: 1 }).toString(), '00:00', zone),
    durationHours: v.duration_value * (v.duration_unit === 'days' ? 24 : 1),
  };
}

/** The outage to create in the chosen window: Active at once, so the next plan respects it. */
export const createBodyOf = (
  v: CreateOptimallyValues,
  c: Pick<MaintenanceCandidateWire, 'start' | 'end'>,
): MaintenanceCreate => ({
  name: v.name.trim(),
  description: v.description,
  status: 'Active',
  unavailability_reason: v.unavailability_reason,
  unavailability_type: v.unavailability_type,
  remaining_power: v.remaining_power,
  start_timestamp_millis: c.start,
  end_timestamp_millis: c.end,
});
