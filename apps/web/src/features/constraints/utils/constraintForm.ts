import { z } from 'zod';
import {
  EMPTY_PATTERN,
  PATTERN_FIELDS,
  checkCreate,
  checkUpdate,
  constraintType,
  fromDisplayNumber,
  implausibleValue,
  PATTERN_MATCHES_NO_DATE,
  patternMatchesNoDate,
  recurringPatternSchema,
  toDisplayNumber,
  type Constraint,
  type ConstraintBody,
  type ConstraintStatus,
  type EditContext,
  type PatternField,
  type RecurringPattern,
} from '@penstock/domain';

/**
 * What the constraint form edits: the body of spec 2 section 3 in the units a person types (a ratio
 * in percent, a forbidden zone as two numbers, times as instants edited in the plant zone), plus the
 * plant view a new constraint goes to. `toBody` turns it into the API body.
 */
export interface ConstraintFormValues {
  plant_view_id: string | null;
  constrainable_id: string | null;
  type_name: string | null;
  status: 'draft' | 'Active';
  value: number | null;
  zone_min: number | null;
  zone_max: number | null;
  validity_start_timestamp_millis: number | null;
  validity_end_timestamp_millis: number | null;
  recurring_pattern: RecurringPattern;
}

const REQUIRED = 'Required';
const PAST = 'Constraints in the past can only be created by admins or while the plant is in Setup';

/**
 * The form's schema for one context (create, or edit of `before`): the domain's rules (past only
 * for admins or in Setup, lifecycle) run on blur, with the server's words.
 */
export function constraintFormSchema(ctx: EditContext, before?: Constraint) {
  return z
    .object({
      plant_view_id: z.string().nullable(),
      constrainable_id: z.string().nullable(),
      type_name: z.string().nullable(),
      status: z.enum(['draft', 'Active']),
      value: z.number().nullable(),
      zone_min: z.number().nullable(),
      zone_max: z.number().nullable(),
      validity_start_timestamp_millis: z.number().nullable(),
      validity_end_timestamp_millis: z.number().nullable(),
      recurring_pattern: recurringPatternSchema,
    })
    .superRefine((v, issue) => {
      const add = (path: string, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
      if (!v.plant_view_id) add('plant_view_id', REQUIRED);
      if (!v.constrainable_id) add('constrainable_id', REQUIRED);
      const type = v.type_name ? constraintType(v.type_name) : undefined;
      if (!type) add('type_name', REQUIRED);
      if (type?.unit_kind === 'json') {
        if (v.zone_min === null) add('zone_min', REQUIRED);
        if (v.zone_max === null) add('zone_max', REQUIRED);
        if (v.zone_min !== null && v.zone_max !== null && v.zone_min >= v.zone_max)
          add('zone_max', 'The zone needs min below max');
        for (const f of ['zone_min', 'zone_max'] as const) {
          const problem = v[f] === null ? null : implausibleValue(type, v[f]);
          if (problem) add(f, problem);
        }
      } else if (type) {
        if (v.value === null) add('value', REQUIRED);
        else {
          const problem =
            type.unit_kind === 'ratio'
              ? v.value < 0 || v.value > 100
                ? 'Between 0 % and 100 %'
                : null
              : implausibleValue(type, v.value);
          if (problem) add('value', problem);
        }
      }
      const start = v.validity_start_timestamp_millis;
      if (start === null) return add('validity_start_timestamp_millis', REQUIRED);
      if (v.validity_end_timestamp_millis !== null && v.validity_end_timestamp_millis <= start)
        add('validity_end_timestamp_millis', 'The validity must end after it starts');
      const denial = before
        ? checkUpdate(
            ctx,
            { status: before.status, validity_start_timestamp_millis: before.validity_start_timestamp_millis },
            { status: v.status, validity_start_timestamp_millis: start },
          )
        : checkCreate(ctx, { validity_start_timestamp_millis: start });
      if (denial) add(denial === PAST ? 'validity_start_timestamp_millis' : 'status', denial);
      let complete = true;
      for (const f of Object.keys(PATTERN_FIELDS) as PatternField[]) {
        const r = v.recurring_pattern[f];
        if (r && (r.start === null || r.end === null)) {
          add(`recurring_pattern.${f}`, REQUIRED);
          complete = false;
        }
      }
      const never = complete ? patternMatchesNoDate(v.recurring_pattern) : null;
      if (never) add(`recurring_pattern.${never}`, PATTERN_MATCHES_NO_DATE);
    });
}

/** A pattern with no field set is no pattern (every hour). */
export const isEmptyPattern = (p: RecurringPattern) =>
  (Object.keys(PATTERN_FIELDS) as PatternField[]).every((f) => p[f] === null);

/** The form's values of a constraint (edit) or of a new one (create, starting now). */
export function formValuesOf(
  c: Constraint | null,
  defaults: { plantViewId: string | null; start: number },
): ConstraintFormValues {
  if (!c) {
    return {
      plant_view_id: defaults.plantViewId,
      constrainable_id: null,
      type_name: null,
      status: 'draft',
      value: null,
      zone_min: null,
      zone_max: null,
      validity_start_timestamp_millis: defaults.start,
      validity_end_timestamp_millis: null,
      recurring_pattern: EMPTY_PATTERN,
    };
  }
  const zone = typeof c.value === 'object' ? c.value : null;
  return {
    plant_view_id: c.plant_view_id,
    constrainable_id: c.constrainable_id,
    type_name: c.type_name,
    // Saving an inactive constraint makes it active again with its new pattern (spec 2 section 4).
    status: c.status === 'draft' ? 'draft' : 'Active',
    value: typeof c.value === 'number' ? toDisplayNumber(c.value, c.type_unit) : null,
    zone_min: zone?.min ?? null,
    zone_max: zone?.max ?? null,
    validity_start_timestamp_millis: c.validity_start_timestamp_millis,
    validity_end_timestamp_millis: c.validity_end_timestamp_millis,
    recurring_pattern: c.recurring_pattern ?? EMPTY_PATTERN,
  };
}

/** The API body of valid form values. */
export function toBody(v: ConstraintFormValues): ConstraintBody {
  const type = constraintType(v.type_name ?? '');
  const kind = type?.unit_kind ?? 'other';
  return {
    type_name: v.type_name ?? '',
    constrainable_id: v.constrainable_id ?? '',
    status: v.status,
    value: kind === 'json' ? { min: v.zone_min ?? 0, max: v.zone_max ?? 0 } : fromDisplayNumber(v.value ?? 0, kind),
    validity_start_timestamp_millis: v.validity_start_timestamp_millis ?? 0,
    validity_end_timestamp_millis: v.validity_end_timestamp_millis,
    recurring_pattern: isEmptyPattern(v.recurring_pattern) ? null : v.recurring_pattern,
  };
}

/** The statuses a save may set, from the constraint's current one (Inactive: saving activates it again). */
export function statusOptions(current: ConstraintStatus | null): ('draft' | 'Active')[] {
  return current === null || current === 'draft' ? ['draft', 'Active'] : ['Active'];
}
