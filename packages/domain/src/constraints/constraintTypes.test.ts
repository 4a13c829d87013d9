import { describe, expect, it } from 'vitest';
import { constraintBodySchema } from './constraintSchemas.js';
import {
  CONSTRAINABLE_TYPES,
  CONSTRAINT_TYPES,
  countTypesByKind,
  isReserveType,
  isRestrictiveType,
  OPTIMIZER_KINDS,
  visibleConstraintTypes,
} from './constraintTypes.js';

const optimizerKinds = new Set(CONSTRAINT_TYPES.map((t) => t.optimizer));

describe('constraint type catalogue', () => {
  it('has unique names and a type for every optimiser kind', () => {
    expect(new Set(CONSTRAINT_TYPES.map((t) => t.name)).size).toBe(CONSTRAINT_TYPES.length);
    // every kind the optimiser knows has at least one catalogue type that feeds it
    for (const k of OPTIMIZER_KINDS) expect(optimizerKinds.has(k), k).toBe(true);
    expect(CONSTRAINT_TYPES.some((t) => t.name.endsWith('gate_opening') && t.unit_kind === 'ratio')).toBe(true);
    expect(CONSTRAINT_TYPES.some((t) => isReserveType(t))).toBe(true);
    expect(
      CONSTRAINT_TYPES.every((t) => (CONSTRAINABLE_TYPES as readonly string[]).includes(t.constrainable_type)),
    ).toBe(true);
  });
  it('hides internal types without seeInternalConstraints', () => {
    const seen = visibleConstraintTypes(CONSTRAINT_TYPES, false);
    expect(seen.some((t) => t.section === 'Internal')).toBe(false);
    expect(visibleConstraintTypes(CONSTRAINT_TYPES, true).length).toBeGreaterThan(seen.length);
  });
  it('flags the restrictive types of the spec', () => {
    expect(
      ['turbine_stop_cost', 'gate_discharge_increase_max', 'pump_turbine_discharge_decrease_max'].every(
        isRestrictiveType,
      ),
    ).toBe(true);
    expect(['turbine_start_cost', 'turbine_min_discharge'].some(isRestrictiveType)).toBe(false);
  });
  it('counts types per component kind, reserve types left out', () => {
    const counts = countTypesByKind([
      { name: 'a', constrainable_type: 'Turbine' },
      { name: 'turbine_reserve_x', constrainable_type: 'Turbine' },
      { name: 'b', constrainable_type: 'Plant' },
    ]);
    expect(counts).toEqual({ Reservoir: 0, Turbine: 1, Gate: 0, Pump: 0, PumpTurbine: 0 });
  });
});

describe('constraintBodySchema', () => {
  const body = {
    type_name: 'turbine_min_discharge',
    value: 2,
    constrainable_id: 'u1',
    validity_start_timestamp_millis: Date.UTC(2026, 5, 1),
  };
  it('defaults to a draft without end and pattern', () => {
    expect(constraintBodySchema.parse(body)).toMatchObject({
      status: 'draft',
      validity_end_timestamp_millis: null,
      recurring_pattern: null,
    });
  });
  it('refuses an end before the start, a bad zone and a non-number', () => {
    expect(
      constraintBodySchema.safeParse({ ...body, validity_end_timestamp_millis: body.validity_start_timestamp_millis })
        .success,
    ).toBe(false);
    expect(constraintBodySchema.safeParse({ ...body, value: { min: 50, max: 40 } }).success).toBe(false);
    expect(constraintBodySchema.safeParse({ ...body, value: { min: 40, max: 50 } }).success).toBe(true);
    expect(constraintBodySchema.safeParse({ ...body, value: 'x' }).success).toBe(false);
    expect(constraintBodySchema.safeParse({ ...body, status: 'Inactive' }).success).toBe(false);
  });
});
