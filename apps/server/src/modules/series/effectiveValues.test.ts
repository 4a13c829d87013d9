/**
 * The plant and portfolio series answer EFFECTIVE values: a live plan or actual override replaces
 * the stored value (raw, hourly, daily energy, portfolio sums) and marks its bucket overridden;
 * removing the override brings the stored value back.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

type Frame = {
  component_id: string | null;
  kind: string;
  time: number[];
  values: Array<number | null>;
  overridden?: boolean[];
};

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const DAY = Date.UTC(2026, 10, 1, 23); // Mon 2 Nov 2026 00:00 in Vienna (CET)
const TS = DAY + 10 * H; // 11:00 CET, a future hour: plans there are editable by operators
const UNIT = 'hochalm.m1';
const PLANT = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: operator });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().frames as Frame[];
};
const power = (extra = '') =>
  get(`${PLANT}/power?start-ts=${DAY}&end-ts=${DAY + 24 * H}&timezone=Europe/Vienna${extra}`);
const frame = (frames: Frame[], componentId: string | null, kind: string) =>
  frames.find((f) => f.component_id === componentId && f.kind === kind)!;
/** value and overridden flag at one instant of a frame */
const at = (f: Frame, ts: number) => {
  const i = f.time.indexOf(ts);
  expect(i, `no value at ${new Date(ts).toISOString()}`).toBeGreaterThanOrEqual(0);
  return { value: f.values[i], overridden: f.overridden?.[i] ?? false };
};
const save = (kind: string, ts: number, value: number | null, expected_previous: number | null, headers = operator) =>
  t.app.inject({
    method: 'POST',
    url: `${PLANT}/overrides?kind=${kind}`,
    headers,
    payload: { cells: [{ component_id: UNIT, quantity: 'power', ts, value, expected_previous }] },
  });

beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)));
afterAll(() => t?.close());

describe('series endpoints read overrides', () => {
  it('a plan override shows in raw and hourly power, daily energy and the portfolio; removing it restores the original', async () => {
    const rawBefore = await power();
    const original = at(frame(rawBefore, UNIT, 'plan'), TS);
    expect(original).toEqual({ value: expect.any(Number), overridden: false });
    const plantBefore = at(frame(rawBefore, null, 'plan'), TS).value!;
    expect(rawBefore.every((f) => f.overridden === undefined)).toBe(true); // nothing overridden: no flags on the wire
    const energyUrl = `${PLANT}/energy?start-ts=${DAY}&end-ts=${DAY + 24 * H}&timezone=Europe/Vienna&granularity=day`;
    const energyBefore = frame(await get(energyUrl), UNIT, 'plan').values[0]!;
    const { rows } = await sql<{
      res: number;
    }>`select resolution_seconds as res from series where control_unit_id = ${UNIT} and quantity = 'power' and kind = 'plan' and run_id is null`.execute(
      t.db,
    );
    const hours = rows[0].res / 3600;

    const value = original.value! + 7.25;
    expect((await save('plan', TS, value, original.value)).statusCode).toBe(200);

    // raw: the override replaces the stored value at that instant only, in the unit and the plant total
    const raw = await power();
    const unitPlan = frame(raw, UNIT, 'plan');
    expect(at(unitPlan, TS)).toEqual({ value, overridden: true });
    expect(unitPlan.overridden!.filter(Boolean)).toHaveLength(1);
    expect(unitPlan.values).toEqual(
      frame(rawBefore, UNIT, 'plan').values.map((v, i) => (unitPlan.time[i] === TS ? value : v)),
    );
    expect(at(frame(raw, null, 'plan'), TS).value).toBeCloseTo(plantBefore + 7.25, 9);
    expect(at(frame(raw, null, 'plan'), TS).overridden).toBe(true);
    expect(frame(raw, UNIT, 'actual').overridden).toBeUndefined();

    // hourly buckets: the bucket holding the override is marked, its mean moved
    const hourly = frame(await power('&granularity=hour'), UNIT, 'plan');
    expect(hourly.time).toHaveLength(24);
    expect(hourly.overridden!.map((o, i) => (o ? hourly.time[i] : null)).filter((x) => x !== null)).toEqual([TS]);
    if (hours === 1) expect(at(hourly, TS).value).toBe(value);

    // the day's energy moves by the changed interval
    const energy = frame(await get(energyUrl), UNIT, 'plan');
    expect(energy.values[0]).toBeCloseTo(energyBefore + 7.25 * hours, 9);
    expect(energy.overridden).toEqual([true]);

    // the portfolio reuses the same reads
    const portfolio = await get(
      `/api/dashboard-v3/portfolio/alpine/power?start-ts=${DAY}&end-ts=${DAY + 24 * H}&timezone=Europe/Vienna&granularity=hour`,
    );
    expect(at(frame(portfolio, 'hochalm', 'plan'), TS).overridden).toBe(true);
    expect(at(frame(portfolio, null, 'plan'), TS).overridden).toBe(true);

    // a null value removes the override: the original and no marks
    expect((await save('plan', TS, null, value)).statusCode).toBe(200);
    const restored = await power();
    expect(at(frame(restored, UNIT, 'plan'), TS)).toEqual(original);
    expect(restored.every((f) => f.overridden === undefined)).toBe(true);
    expect(frame(await get(energyUrl), UNIT, 'plan').values[0]).toBeCloseTo(energyBefore, 9);
  });

  it('DELETE restores the original too', async () => {
    const ts = TS + 2 * H;
    const original = at(frame(await power(), UNIT, 'plan'), ts).value;
    expect((await save('plan', ts, 1.5, original)).statusCode).toBe(200);
    expect(at(frame(await power('&granularity=hour'), UNIT, 'plan'), ts)).toEqual({ value: 1.5, overridden: true });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${PLANT}/overrides?kind=plan`,
      headers: operator,
      payload: { cells: [{ component_id: UNIT, quantity: 'power', ts, expected_previous: 1.5 }] },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(at(frame(await power('&granularity=hour'), UNIT, 'plan'), ts)).toEqual({
      value: original,
      overridden: false,
    });
  });

  it('an override where nothing is stored (a future actual) still shows', async () => {
    const ts = TS + 5 * H;
    const before = frame(await power(), UNIT, 'actual');
    expect(before.time.includes(ts)).toBe(false);
    expect((await save('actual', ts, 3.5, null, admin)).statusCode).toBe(200);
    expect(at(frame(await power(), UNIT, 'actual'), ts)).toEqual({ value: 3.5, overridden: true });
    expect(at(frame(await power(), null, 'actual'), ts)).toEqual({ value: 3.5, overridden: true });
  });
});
