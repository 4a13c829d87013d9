import { describe, expect, it } from 'vitest';
import { maintenanceFormSchema, newFormValues, parseUnitKey, toBody, unitKey } from './maintenanceForm';

describe('maintenance form model', () => {
  it('times are local in the plant zone; never is an open end', () => {
    const v = {
      ...newFormValues(unitKey('hochalm', 'hochalm.m1'), Date.UTC(2026, 9, 30, 10), 'Europe/Vienna'),
      name: 'Revision',
    };
    expect(v).toMatchObject({ start_date: '2026-10-31', start_time: '06:00', end_date: '2026-11-01' });
    const body = toBody(maintenanceFormSchema.parse(v), 'Europe/Vienna');
    expect(body.start_timestamp_millis).toBe(Date.UTC(2026, 9, 31, 5)); // CET after the clock change on 25 October
    expect(body.end_timestamp_millis).toBe(Date.UTC(2026, 10, 1, 17));
    expect(toBody({ ...maintenanceFormSchema.parse(v), never: true }, 'Europe/Vienna').end_timestamp_millis).toBeNull();
    expect(parseUnitKey('hochalm|hochalm.m1')).toEqual({ plantViewId: 'hochalm', unitId: 'hochalm.m1' });
  });
  it('refuses an end before the start', () => {
    const v = { ...newFormValues('a|b', Date.UTC(2026, 9, 30), 'UTC'), name: 'x', end_date: '2026-10-30' };
    const r = maintenanceFormSchema.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['end_date'], message: 'The end must be after the start' });
  });
});
