import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import {
  MAINTENANCE_STATUSES,
  UNAVAILABILITY_REASONS,
  UNAVAILABILITY_TYPES,
  type Maintenance,
  type MaintenanceCreate,
} from '@penstock/domain';
import { parseUnitKey, unitKey } from '@/features/portfolios/utils/unitKey';

/** The feature's unit picker keys (shared with the other unit-picking form). */
export { parseUnitKey, unitKey };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** Local date and time in the plant's zone to UTC ms (a time in a clock change's gap moves forward). */
export function toEpoch(date: string, time: string, zone: string): number {
  return Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone, { disambiguation: 'compatible' })
    .epochMilliseconds;
}
export function fromEpoch(ms: number, zone: string): { date: string; time: string } {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
  return { date: z.toPlainDate().toString(), time: z.toPlainTime().toString().slice(0, 5) };
}

/** The fields every outage form has: the unit, the texts, why and how much power stays. */
export const outageFieldsSchema = z.object({
  unit: z.string().min(1, 'Required'),
  name: z.string().trim().min(1, 'Required').max(200),
  description: z.string().max(2000),
  unavailability_reason: z.enum(UNAVAILABILITY_REASONS),
  unavailability_type: z.enum(UNAVAILABILITY_TYPES),
  remaining_power: z.number().min(0, 'The remaining power cannot be negative'),
});

/**
 * The form's values: times as local date and HH:MM in the plant's zone (spec 1 section 8's time
 * picker), remaining power in MW (the % field writes MW), 'never' for an open end.
 */
export const maintenanceFormSchema = outageFieldsSchema
  .extend({
    status: z.enum(MAINTENANCE_STATUSES),
    start_date: z.string().regex(DATE, 'Invalid Field'),
    start_time: z.string().regex(TIME, 'Invalid Field'),
    never: z.boolean(),
    end_date: z.string(),
    end_time: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.never) return;
    if (!DATE.test(v.end_date)) return ctx.addIssue({ code: 'custom', message: 'Invalid Field', path: ['end_date'] });
    if (!TIME.test(v.end_time)) return ctx.addIssue({ code: 'custom', message: 'Invalid Field', path: ['end_time'] });
    if (`${v.end_date}T${v.end_time}` <= `${v.start_date}T${v.start_time}`)
      ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['end_date'] });
  });
export type MaintenanceFormValues = z.infer<typeof maintenanceFormSchema>;

export function formValues(m: Maintenance, zone: string): MaintenanceFormValues {
  const start = fromEpoch(m.start_timestamp_millis, zone);
  const end = m.end_timestamp_millis === null ? { date: '', time: '' } : fromEpoch(m.end_timestamp_millis, zone);
  return {
    unit: unitKey(m.plant_id, m.turbine_id),
    name: m.name,
    description: m.description,
    status: m.status,
    unavailability_reason: m.unavailability_reason,
    unavailability_type: m.unavailability_type,
    remaining_power: m.remaining_power,
    start_date: start.date,
    start_time: start.time,
    never: m.end_timestamp_millis === null,
    end_date: end.date,
    end_time: end.time,
  };
}

/** The day `now` falls on in the plant's zone. */
export const localToday = (now: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();

/** The outage fields of a new outage of `unit`: a full outage for planned maintenance, no texts yet. */
export const newOutageFields = (unit: string): z.infer<typeof outageFieldsSchema> => ({
  unit,
  name: '',
  description: '',
  unavailability_reason: 'Maintenance',
  unavailability_type: 'Planned',
  remaining_power: 0,
});

/** A new outage: tomorrow 06:00 to the day after, full outage, planned maintenance. */
export function newFormValues(unit: string, now: number, zone: string): MaintenanceFormValues {
  const today = localToday(now, zone);
  return {
    ...newOutageFields(unit),
    status: 'Active',
    start_date: today.add({ days: 1 }).toString(),
    start_time: '06:00',
    never: false,
    end_date: today.add({ days: 2 }).toString(),
    end_time: '18:00',
  };
}

export function toBody(v: MaintenanceFormValues, zone: string): MaintenanceCreate {
  return {
    name: v.name.trim(),
    description: v.description,
    status: v.status,
    unavailability_reason: v.unavailability_reason,
    unavailability_type: v.unavailability_type,
    remaining_power: v.remaining_power,
    start_timestamp_millis: toEpoch(v.start_date, v.start_time, zone),
    end_timestamp_millis: v.never ? null : toEpoch(v.end_date, v.end_time, zone),
  };
}
