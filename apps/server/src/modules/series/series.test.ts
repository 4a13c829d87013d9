import fc from 'fast-check';
import {
  PLANT_SERIES_NAMES,
  actualsQualitySchema,
  inflowResponseSchema,
  latestTelemetrySchema,
  portfolioSeriesResponseSchema,
  seriesResponseSchema,
  type PlantSeriesName,
} from '@penstock/domain';
import { z } from 'zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentRanges } from '../../world/index.js';
import type { World } from '../../world/index.js';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';

type Frame = {
  component_id: string | null;
  quantity: string;
  kind: string;
  unit: string;
  time: number[];
  values: Array<number | null>;
};

let t: TestApp & { world: World };
let operator: Record<string, string>;
let newcomer: Record<string, string>;
const H = 3_600_000;
const get = (url: string, headers = operator) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard-v3/portfolio/${url}`, headers });
const q = (start: number, end: number, extra = '') => `start-ts=${start}&end-ts=${end}${extra}`;
const frame = (frames: Frame[], componentId: string | null, kind = 'actual') =>
  frames.find((f) => f.component_id === componentId && f.kind === kind)!;
const sum = (xs: Array<number | null>) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

// Vienna local days around the 2026 changes, as UTC instants
const MAR28 = Date.UTC(2026, 2, 27, 23); // 2026-03-28 00:00 CET
const MAR29 = Date.UTC(2026, 2, 28, 23);
const MAR30 = Date.UTC(2026, 2, 29, 22); // CEST from here
const MAR31 = Date.UTC(2026, 2, 30, 22);
const OCT25 = Date.UTC(2026, 9, 24, 22);
const OCT26 = Date.UTC(2026, 9, 25, 23); // CET from here

beforeAll(async () => ({ t, operator, newcomer } = await signedInWorldApp()), 120_000);
afterAll(() => t?.close());

// Series routes serialise with JSON.stringify (no response validation on the hot path), so the
// contract is checked here: every answer parses with the schema the OpenAPI document shows.
describe('series answers match their documented schemas', () => {
  const schemaOf = (name: PlantSeriesName): z.core.$ZodType =>
    name === 'inflow'
      ? inflowResponseSchema
      : name === 'actuals-quality'
        ? actualsQualitySchema
        : name === 'latest-telemetry-time'
          ? latestTelemetrySchema
          : seriesResponseSchema;
  it.each([...PLANT_SERIES_NAMES])('%s, raw and by day', async (name) => {
    for (const extra of ['', '&granularity=day&timezone=Europe/Vienna']) {
      const res = await get(`alpine/plant/hochalm/${name}?${q(MAR28, OCT26, extra)}`);
      expect(res.statusCode).toBe(200);
      const parsed = z.safeParse(schemaOf(name), res.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });
  it('portfolio power and generation', async () => {
    for (const path of ['power', 'plant_generation']) {
      const res = await get(`river/${path}?${q(MAR28, OCT26, '&granularity=month&timezone=Europe/Vienna')}`);
      expect(portfolioSeriesResponseSchema.safeParse(res.json()).error?.issues ?? []).toEqual([]);
    }
    expect(
      latestTelemetrySchema.safeParse((await get('river/latest-telemetry-time')).json()).error?.issues ?? [],
    ).toEqual([]);
  });
});

describe('calendar buckets in the zone', () => {
  it('a March day in Vienna has 23 hours, an October day 25', async () => {
    const days = (
      await get(`alpine/plant/hochalm/power?${q(MAR28, MAR31, '&granularity=day&timezone=Europe/Vienna')}`)
    ).json();
    expect(frame(days.frames, 'hochalm.m1').time).toEqual([MAR28, MAR29, MAR30]);
    const spring = (
      await get(`alpine/plant/hochalm/power?${q(MAR29, MAR30, '&granularity=hour&timezone=Europe/Vienna')}`)
    ).json();
    // plans have no telemetry gaps, so every hour is there
    expect(frame(spring.frames, 'hochalm.m1', 'plan').time).toHaveLength(23);
    const autumn = (
      await get(`alpine/plant/hochalm/power?${q(OCT25, OCT26, '&granularity=hour&timezone=Europe/Vienna')}`)
    ).json();
    const hours = frame(autumn.frames, 'hochalm.m1', 'plan').time;
    expect(hours).toHaveLength(25);
    expect(new Set(hours).size).toBe(25);
    const autumnDay = (
      await get(`alpine/plant/hochalm/inflow?${q(OCT25, OCT26, '&granularity=day&timezone=Europe/Vienna')}`)
    ).json();
    expect(autumnDay.reservoirs[0].time).toEqual([OCT25]);
  });

  it('month and year buckets start at local midnight of the zone', async () => {
    const start = Date.UTC(2026, 2, 31, 22); // 2026-04-01 00:00 CEST
    const end = Date.UTC(2026, 6, 31, 22); // 2026-08-01 00:00 CEST
    const months = (
      await get(`alpine/plant/hochalm/energy?${q(start, end, '&granularity=month&timezone=Europe/Vienna')}`)
    ).json();
    expect(frame(months.frames, null).time).toEqual([
      start,
      Date.UTC(2026, 3, 30, 22),
      Date.UTC(2026, 4, 31, 22),
      Date.UTC(2026, 5, 30, 22),
    ]);
    const utc = (await get(`alpine/plant/hochalm/energy?${q(start, end, '&granularity=month&timezone=UTC')}`)).json();
    expect(frame(utc.frames, null).time[0]).toBe(Date.UTC(2026, 2, 1)); // the last two hours of March UTC
    const years = (
      await get(`river/plant/innau/power?${q(MAR28, OCT26, '&granularity=year&timezone=Europe/Vienna')}`)
    ).json();
    expect(frame(years.frames, 'innau.t1').time).toEqual([Date.UTC(2025, 11, 31, 23)]);
    const tokyo = (
      await get(`river/plant/innau/power?${q(MAR28, OCT26, '&granularity=year&timezone=Asia/Tokyo')}`)
    ).json();
    expect(frame(tokyo.frames, 'innau.t1').time).toEqual([Date.UTC(2025, 11, 31, 15)]);
  });
});

describe('partial buckets', () => {
  it('today (partly in the past) is the mean of the hours it has and is marked partial; whole days are not', async () => {
    // the test world's now is 30 Oct 12:00 UTC; Vienna's 30 Oct runs from 29 Oct 23:00 UTC
    const oct29 = Date.UTC(2026, 9, 28, 23),
      oct30 = Date.UTC(2026, 9, 29, 23),
      oct31 = Date.UTC(2026, 9, 30, 23);
    const days = (
      await get(`alpine/plant/hochalm/power?${q(OCT25, oct31, '&granularity=day&timezone=Europe/Vienna')}`)
    ).json();
    const raw = (await get(`alpine/plant/hochalm/power?${q(oct30, oct31)}`)).json();
    for (const id of ['hochalm.m1', 'hochalm.m2', null]) {
      const day = frame(days.frames, id) as Frame & { partial?: boolean[] };
      const hours = frame(raw.frames, id);
      expect(hours.time.length).toBe(13);
      const i = day.time.indexOf(oct30);
      expect(day.values[i]).toBeCloseTo(sum(hours.values) / hours.values.length, 6);
      expect(day.partial?.[i], `${id}`).toBe(true);
      expect(day.partial?.[day.time.indexOf(oct29)] ?? false).toBe(false);
    }
    // the plan has every hour: no partial day, also not the 25-hour day of the autumn change
    const plan = frame(days.frames, 'hochalm.m1', 'plan') as Frame & { partial?: boolean[] };
    expect(plan.time[0]).toBe(OCT25);
    expect(plan.partial).toBeUndefined();
    const energy = (
      await get(`alpine/plant/hochalm/energy?${q(OCT25, oct31, '&granularity=day&timezone=Europe/Vienna')}`)
    ).json();
    expect((frame(energy.frames, null) as Frame & { partial?: boolean[] }).partial?.at(-1)).toBe(true);
  });
});

describe('consistency of aggregates', () => {
  it('energy over a bucket equals the sum of its hourly power (also across DST days)', async () => {
    for (const [from, to] of [
      [MAR29, MAR30],
      [OCT25, OCT26],
    ]) {
      const raw = (await get(`alpine/plant/hochalm/power?${q(from, to)}`)).json();
      const energy = (
        await get(`alpine/plant/hochalm/energy?${q(from, to, '&granularity=day&timezone=Europe/Vienna')}`)
      ).json();
      for (const id of ['hochalm.m1', 'hochalm.m2']) {
        expect(frame(energy.frames, id).values[0]).toBeCloseTo(sum(frame(raw.frames, id).values), 6);
        expect(frame(energy.frames, id).unit).toBe('MWh');
      }
      expect(frame(energy.frames, null).values[0]).toBeCloseTo(
        sum(frame(raw.frames, 'hochalm.m1').values) + sum(frame(raw.frames, 'hochalm.m2').values),
        6,
      );
      // mean power x stored hours = energy
      const power = (
        await get(`alpine/plant/hochalm/power?${q(from, to, '&granularity=day&timezone=Europe/Vienna')}`)
      ).json();
      const n = frame(raw.frames, 'hochalm.m1').values.length;
      expect(frame(power.frames, 'hochalm.m1').values[0]! * n).toBeCloseTo(
        frame(energy.frames, 'hochalm.m1').values[0]!,
        6,
      );
    }
  });

  it('revenue equals the sum of power x day-ahead price', async () => {
    const from = Date.UTC(2026, 5, 1),
      to = Date.UTC(2026, 5, 8);
    const raw = (
      await get(
        `pumped/plant/gletschersee/power?${q(from, to)}`,
        bearer((await signIn(t.app, 'admin@penstock.demo')).access_token),
      )
    ).json();
    const prices = (
      await get(
        `pumped/plant/gletschersee/day-ahead-price?${q(from, to)}`,
        bearer((await signIn(t.app, 'admin@penstock.demo')).access_token),
      )
    ).json();
    const revenue = (
      await get(
        `pumped/plant/gletschersee/revenue?${q(from, to, '&granularity=week&timezone=Europe/Zurich')}`,
        bearer((await signIn(t.app, 'admin@penstock.demo')).access_token),
      )
    ).json();
    const price = new Map<number, number>();
    const pf = frame(prices.frames, null, 'actual');
    pf.time.forEach((ts, i) => price.set(ts, pf.values[i]!));
    const p = frame(raw.frames, 'gletschersee.pt1');
    const expected = p.time.reduce((acc, ts, i) => acc + p.values[i]! * price.get(ts)!, 0);
    const total = sum(frame(revenue.frames, 'gletschersee.pt1').values);
    expect(total).toBeCloseTo(expected, 4);
    expect(p.values.some((v) => v! < 0)).toBe(true); // pumping costs money
  });

  it('inflow-weighted price is sum(inflow x price) / sum(inflow)', async () => {
    const from = Date.UTC(2026, 6, 1),
      to = Date.UTC(2026, 6, 2);
    const inflow = (await get(`alpine/plant/hochalm/inflow?${q(from, to)}`)).json();
    const prices = (await get(`alpine/plant/hochalm/day-ahead-price?${q(from, to)}`)).json();
    const wp = (
      await get(`alpine/plant/hochalm/inflow-weighted-price?${q(from, to, '&granularity=day&timezone=UTC')}`)
    ).json();
    const i = inflow.reservoirs[0].values as number[];
    const p = frame(prices.frames, null).values as number[];
    const expected = i.reduce((a, v, k) => a + v * p[k], 0) / sum(i);
    expect(frame(wp.frames, null).values[0]).toBeCloseTo(expected, 8);
    expect(inflow.aggregated_timeseries.actual_m3).toBeCloseTo(sum(i) * 3600, 4);
  });
});

describe('validation and isolation', () => {
  it.each([
    ['end before start', q(MAR30, MAR29)],
    ['equal ends', q(MAR30, MAR30)],
    ['unknown zone', q(MAR29, MAR30, '&timezone=Mars/Olympus')],
    ['raw over more than a year', q(Date.UTC(2024, 0, 1), Date.UTC(2025, 6, 1))],
    ['hourly over more than a year', q(Date.UTC(2024, 0, 1), Date.UTC(2025, 6, 1), '&granularity=hour')],
    ['unknown granularity', q(MAR29, MAR30, '&granularity=decade')],
    ['no range', ''],
    ['not a number', 'start-ts=yesterday&end-ts=today'],
  ])('answers 400 problem details for %s', async (_, query) => {
    const res = await get(`alpine/plant/hochalm/power?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, title: expect.any(String), detail: expect.any(String) });
  });

  it('leaves gates out of the per-unit power and energy frames: they generate nothing (issue 27 item 17)', async () => {
    // what a plan writes for the spillway: 0 MW (the test world runs no optimiser)
    const { id } = await t.db
      .insertInto('series')
      .values({ control_unit_id: 'hochalm.spillway', quantity: 'power', kind: 'plan', unit: 'MW' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('series_value')
      .values({ series_id: id, ts: new Date(MAR29), value: 0 })
      .execute();
    for (const name of ['power', 'energy']) {
      const body = (await get(`alpine/plant/hochalm/${name}?${q(MAR29, MAR30, '&granularity=hour')}`)).json();
      const types = (body.frames as Array<{ component_type: string | null }>).map((f) => f.component_type);
      expect(types, name).toContain('TURBINE');
      expect(types, name).not.toContain('GATE');
    }
    await t.db.deleteFrom('series_value').where('series_id', '=', id).execute();
    await t.db.deleteFrom('series').where('id', '=', id).execute();
  });

  it('refuses an unknown timezone naming the parameter, also where the range is ignored (issue 27 item 17)', async () => {
    for (const url of [
      `alpine/plant/hochalm/power?${q(MAR29, MAR30, '&timezone=Mars/Olympus')}`,
      `alpine/plant/hochalm/latest-telemetry-time?timezone=Mars/Olympus`,
      `alpine/latest-telemetry-time?timezone=Mars/Olympus`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain('timezone');
    }
    expect((await get('alpine/latest-telemetry-time?timezone=Europe/Oslo')).statusCode).toBe(200);
  });

  it('never answers 5xx for any query (fuzz)', async () => {
    const ts = fc.oneof(
      fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }),
      fc.integer(),
      fc.constantFrom(-1, 0, 8.64e15, 1e300),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PLANT_SERIES_NAMES),
        ts,
        ts,
        fc.constantFrom(undefined, 'year', 'month', 'week', 'day', 'hour', 'raw', 'minute', ''),
        fc.constantFrom(
          undefined,
          'Europe/Vienna',
          'UTC',
          'Asia/Kolkata',
          'America/St_Johns',
          'Pacific/Chatham',
          'Etc/GMT+12',
          'Nowhere/Else',
          '',
        ),
        async (name, start, end, granularity, timezone) => {
          const query: Record<string, string> = { 'start-ts': String(start), 'end-ts': String(end) };
          if (granularity !== undefined) query.granularity = granularity;
          if (timezone !== undefined) query.timezone = timezone;
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/dashboard-v3/portfolio/alpine/plant/hochalm/${name}`,
            query,
            headers: operator,
          });
          expect(res.statusCode, `${name} ${JSON.stringify(query)} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('accepts a year of daily values', async () => {
    expect(
      (await get(`alpine/plant/hochalm/power?${q(Date.UTC(2024, 0, 1), Date.UTC(2026, 0, 1), '&granularity=day')}`))
        .statusCode,
    ).toBe(200);
  });

  it("404 for portfolios and plant views that are not the user's", async () => {
    const range = q(MAR29, MAR30);
    expect((await get(`pumped/plant/gletschersee/power?${range}`)).statusCode).toBe(404);
    expect((await get(`pumped/power?${range}`)).statusCode).toBe(404);
    expect((await get(`alpine/plant/innau/energy?${range}`)).statusCode).toBe(404);
    expect((await get(`alpine/plant/hochalm/power?${range}`, newcomer)).statusCode).toBe(404);
    expect((await get(`alpine/latest-telemetry-time`, newcomer)).statusCode).toBe(404);
  });

  it('filters components', async () => {
    const res = (await get(`alpine/plant/hochalm/power?${q(MAR29, MAR30, '&component=hochalm.m2')}`)).json();
    expect(new Set(res.frames.map((f: Frame) => f.component_id))).toEqual(new Set(['hochalm.m2', null]));
  });
});

describe('portfolio series', () => {
  it('power per plant view sums to the portfolio total', async () => {
    const res = (await get(`river/power?${q(MAR28, MAR31, '&granularity=day')}`)).json();
    const views = ['innau', 'brunnau', 'leitenau'].map((id) => frame(res.frames, id));
    const total = frame(res.frames, null);
    total.values.forEach((v: number | null, i: number) => expect(v).toBeCloseTo(sum(views.map((f) => f.values[i])), 8));
    const gen = (await get(`river/plant_generation?${q(MAR28, MAR31, '&granularity=day')}`)).json();
    expect(frame(gen.frames, 'innau').unit).toBe('MWh');
  });

  it('latest telemetry per component of every plant view', async () => {
    const res = (await get('river/latest-telemetry-time')).json();
    expect(new Set(res.components.map((c: { plant_view_id: string }) => c.plant_view_id))).toEqual(
      new Set(['innau', 'brunnau', 'leitenau']),
    );
    for (const c of res.components.filter((c: { component_type: string }) => c.component_type !== 'DOWNSTREAM')) {
      expect(c.latest).toBeGreaterThanOrEqual(t.world.nowTs - 4 * H); // some loggers lag up to 3 hours
      expect(c.latest).toBeLessThan(t.world.nowTs);
    }
  });
});

describe('the loaded demo world', () => {
  it('conserves water: content change = (inflow - discharge - spill) x 3600 per hour, from the database', async () => {
    const from = Date.UTC(2026, 5, 1),
      to = Date.UTC(2026, 6, 1);
    const { rows } = await sql<{
      ts: Date;
      content: number | null;
      next: number | null;
      inflow: number | null;
      discharge: number | null;
      spill: number | null;
    }>`
      with v as (
        select v.ts, s.quantity, s.control_unit_id, v.value from series s join series_value v on v.series_id = s.id
        where s.kind = 'actual' and v.ts >= ${new Date(from)} and v.ts <= ${new Date(to)}
          and (s.hydro_body_id = 'hochalm.reservoir' or s.control_unit_id in (select id from control_unit where upstream_id = 'hochalm.reservoir')))
      select h.ts,
        (select value from v where v.ts = h.ts and quantity = 'content') as content,
        (select value from v where v.ts = h.ts + interval '1 hour' and quantity = 'content') as next,
        (select value from v where v.ts = h.ts and quantity = 'inflow') as inflow,
        (select sum(value) from v where v.ts = h.ts and quantity = 'discharge') as discharge,
        (select count(*) from v where v.ts = h.ts and quantity = 'discharge') = 3 as units_present,
        (select value from v where v.ts = h.ts and quantity = 'spill') as spill
      from generate_series(${new Date(from)}::timestamptz, ${new Date(to - H)}::timestamptz, interval '1 hour') h(ts)`.execute(
      t.db,
    );
    const complete = rows.filter(
      (r) =>
        r.content !== null &&
        r.next !== null &&
        r.inflow !== null &&
        (r as { units_present?: boolean }).units_present &&
        r.spill !== null,
    );
    expect(complete.length).toBeGreaterThan(600);
    for (const r of complete) {
      const expected = r.content! + (r.inflow! - r.discharge! - r.spill!) * 3600;
      expect(Math.abs(r.next! - expected)).toBeLessThan(1e-6 * r.content! + 1);
    }
  });

  it("actuals quality: gapless ranges are the world's present ranges", async () => {
    const res = (await get(`alpine/plant/hochalm/actuals-quality?${q(t.world.startTs, t.world.endTs)}`)).json();
    const bySeries = new Map<string, ReturnType<typeof presentRanges>>();
    for (const s of t.world.siteSeries('hochalm'))
      if (s.kind === 'actual') bySeries.set(`${s.componentId}/${s.quantity}`, presentRanges(s));
    expect(res.components.length).toBe(bySeries.size);
    let gaps = 0;
    for (const c of res.components) {
      const expected = bySeries.get(`${c.component_id}/${c.quantity}`)!;
      expect(c.gapless_data_ranges, `${c.component_id}/${c.quantity}`).toEqual(expected);
      expect(c.numberOfGaps).toBe(expected.length - 1);
      expect(c.first_data_point).toBe(expected[0][0]);
      gaps += c.numberOfGaps;
    }
    expect(gaps).toBeGreaterThan(0);
  });
});

describe('latest telemetry', () => {
  it('shows the newest value of each component with its unit; a tailrace without actual series has no telemetry by design', async () => {
    const body = latestTelemetrySchema.parse((await get('alpine/plant/hochalm/latest-telemetry-time')).json());
    const byId = new Map(body.components.map((c) => [c.component_id, c]));
    const m1 = byId.get('hochalm.m1')!;
    expect(m1.has_telemetry).toBe(true);
    expect(m1.latest_value).toMatchObject({ quantity: 'power', unit: 'MW' });
    expect(m1.latest_value!.ts).toBe(m1.latest);
    const { rows } = await sql<{ value: number }>`
      select v.value from series_value v join series s on s.id = v.series_id
      where s.control_unit_id = 'hochalm.m1' and s.quantity = 'power' and s.kind = 'actual' and s.run_id is null
      order by v.ts desc limit 1`.execute(t.db);
    expect(m1.latest_value!.value).toBe(rows[0].value);
    const reservoir = body.components.find((c) => c.component_type === 'RESERVOIR')!;
    expect(reservoir.latest_value).toMatchObject({ quantity: 'level', unit: 'm a.s.l.' });
    const tailrace = body.components.find((c) => c.component_type === 'DOWNSTREAM')!;
    expect(tailrace).toMatchObject({ has_telemetry: false, latest: null, latest_value: null });
  });
});
