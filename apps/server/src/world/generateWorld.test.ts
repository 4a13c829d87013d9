import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './calendar.js';
import { checkSite } from './checkWorld.js';
import { collectSeries, createWorld } from './generateWorld.js';
import type { World, WorldOptions } from './generateWorld.js';
import { presentRanges, seriesKey } from './series.js';
import { meanWhere, within } from './testing/meanWhere.js';
import type { Series } from './series.js';
import { maxOf, minOf } from '@penstock/domain';

const NOW = Date.UTC(2026, 10, 21, 23);
const DAY = 24 * HOUR_MS;

function check(world: World, series: Map<string, Series>): string[] {
  return world.topology.sites.flatMap((site) => checkSite(world, site, series));
}

describe('demo world, three years and ten days', () => {
  // Its generation time is bench/world.bench.ts's.
  const world = createWorld({ now: NOW, gaps: false });
  const series = collectSeries(world);

  it('has the sites of the design: storage, pumped storage, a three-plant cascade', () => {
    const sites = world.topology.sites;
    expect(sites.map((s) => s.template)).toEqual(['alpine_storage', 'pumped_storage', 'run_of_river_cascade']);
    expect(sites.flatMap((s) => s.plants)).toHaveLength(5);
    const storage = sites[0];
    expect(storage.control_units.filter((u) => u.type === 'TURBINE')).toHaveLength(2);
    expect(storage.control_units.filter((u) => u.type === 'GATE')).toHaveLength(1);
    expect(storage.hydro_bodies.map((b) => b.type).sort()).toEqual(['DOWNSTREAM', 'RESERVOIR']);
    const [, cMax] = storage.hydro_bodies[0].level_to_content.find(([h]) => h === storage.hydro_bodies[0].max_level)!;
    expect(cMax).toBeGreaterThanOrEqual(100e6);
    expect(cMax).toBeLessThanOrEqual(200e6);
    const pumped = sites[1];
    expect(pumped.control_units.filter((u) => u.type === 'PUMP_TURBINE')).toHaveLength(1);
    expect(pumped.hydro_bodies.filter((b) => b.type === 'RESERVOIR')).toHaveLength(2);
    const cascade = sites[2];
    expect(cascade.plants).toHaveLength(3);
    for (const plant of cascade.plants) {
      const units = cascade.control_units.filter((u) => u.plant_id === plant.id);
      expect(units.map((u) => u.type).sort()).toEqual(['GATE', 'TURBINE']);
    }
    const delays = cascade.hydro_bodies.flatMap((b) => (b.flows_into ? [b.flows_into.delay_hours] : []));
    expect(delays).toHaveLength(2);
    for (const d of delays) expect(d === 1 || d === 2).toBe(true);
  });

  it('places every body in Austria or Switzerland and uses the spec defaults', () => {
    for (const site of world.topology.sites) {
      for (const b of site.hydro_bodies) {
        expect(b.latitude).toBeGreaterThan(45.8);
        expect(b.latitude).toBeLessThan(48.8);
        expect(b.longitude).toBeGreaterThan(5.9);
        expect(b.longitude).toBeLessThan(17.2);
      }
      for (const u of site.control_units) {
        if (u.type === 'TURBINE') expect(u.control_status).toBe('HDG_CONTROLLED');
        expect(site.hydro_bodies.some((b) => b.id === u.upstream)).toBe(true);
        expect(site.hydro_bodies.some((b) => b.id === u.downstream)).toBe(true);
      }
    }
  });

  it('gives turbines concave flow-to-power curves and reservoirs increasing level-to-content tables', () => {
    for (const site of world.topology.sites) {
      for (const u of site.control_units.filter((c) => c.type === 'TURBINE')) {
        const pts = u.flow_to_power;
        const slopes = pts.slice(1).map(([q, p], k) => (p - pts[k][1]) / (q - pts[k][0]));
        for (let k = 1; k < slopes.length; k++) expect(slopes[k]).toBeLessThanOrEqual(slopes[k - 1] + 1e-9);
        expect(slopes.every((s) => s > 0)).toBe(true);
        expect(pts[0]).toEqual([u.q_min, u.p_min]);
        expect(pts[pts.length - 1]).toEqual([u.q_max, u.p_max]);
      }
      for (const b of site.hydro_bodies.filter((h) => h.type === 'RESERVOIR')) {
        const pts = b.level_to_content;
        for (let k = 1; k < pts.length; k++) {
          expect(pts[k][0]).toBeGreaterThan(pts[k - 1][0]);
          expect(pts[k][1]).toBeGreaterThan(pts[k - 1][1]);
        }
      }
    }
  });

  it('conserves water in every reservoir every hour and keeps units and levels within limits', () => {
    expect(check(world, series)).toEqual([]);
  });

  it('covers three years of actuals and at least ten days of plans and forecasts', () => {
    expect(world.nowTs - world.startTs).toBeGreaterThanOrEqual(3 * 365 * DAY);
    expect(world.endTs - world.nowTs).toBeGreaterThanOrEqual(10 * DAY);
    const plan = series.get('hochalm.reservoir/content/plan')!;
    expect(plan.startTs).toBe(world.nowTs);
    expect(plan.startTs + plan.values.length * HOUR_MS).toBe(world.endTs);
    const inflowForecast = series.get('hochalm.reservoir/inflow/forecast')!;
    expect(inflowForecast.values.length * HOUR_MS).toBeGreaterThanOrEqual(10 * DAY);
    const priceForecast = series.get('region.at/day_ahead_price/forecast')!;
    expect(priceForecast.startTs).toBe(world.nowTs);
    const unitPlan = series.get('hochalm.m1/power/plan')!;
    expect(unitPlan.startTs).toBe(world.startTs);
    expect(unitPlan.values.length).toBe(world.hours);
  });

  it('runs the storage plant through the seasons: drawn down by spring, refilled by autumn', () => {
    const content = series.get('hochalm.reservoir/content/actual')!.values;
    const level = series.get('hochalm.reservoir/level/actual')!.values;
    const body = world.topology.sites[0].hydro_bodies[0];
    const min = minOf(level);
    const max = maxOf(level);
    expect(min).toBeLessThan(body.min_level + 0.3 * (body.max_level - body.min_level));
    expect(max).toBeGreaterThan(body.max_level - 0.15 * (body.max_level - body.min_level));
    expect(content.length).toBe((world.nowTs - world.startTs) / HOUR_MS);
  });

  it('has snowmelt: May-July inflow far above January-March, with a daily melt cycle', () => {
    const s = series.get('hochalm.reservoir/inflow/actual')!;
    const at = (i: number) => new Date(s.startTs + i * HOUR_MS);
    const summer = (i: number) => within(at(i).getUTCMonth(), 4, 6);
    expect(meanWhere(s.values, summer)).toBeGreaterThan(3 * meanWhere(s.values, (i) => at(i).getUTCMonth() <= 2));
    const summerHours = (from: number, to: number) =>
      meanWhere(s.values, (i) => summer(i) && within(at(i).getUTCHours(), from, to));
    expect(summerHours(14, 17)).toBeGreaterThan(summerHours(4, 7));
  });

  it('pumps when cheap and generates when dear', () => {
    const power = series.get('gletschersee.pt1/power/actual')!.values;
    const price = series.get('region.ch/day_ahead_price/actual')!.values;
    expect(power.filter((p) => p < 0).length).toBeGreaterThan(1000);
    expect(power.filter((p) => p > 0).length).toBeGreaterThan(1000);
    expect(meanWhere(price, (i) => power[i] > 0)).toBeGreaterThan(1.3 * meanWhere(price, (i) => power[i] < 0));
  });
});

describe('gaps in actuals', () => {
  const opts: WorldOptions = { now: NOW, historyYears: 3, horizonDays: 10 };
  const gapless = collectSeries(createWorld({ ...opts, gaps: false }));
  const world = createWorld(opts);
  const gapped = collectSeries(world);

  it('blank a few hours or days per component and only in actuals, leaving other values untouched', () => {
    const components = world.topology.sites.flatMap((s) => [
      ...s.hydro_bodies.filter((b) => b.type === 'RESERVOIR').map((b) => b.id),
      ...s.control_units.map((u) => u.id),
    ]);
    for (const id of components) {
      const actual = [...gapped.values()].find((s) => s.componentId === id && s.kind === 'actual')!;
      const ranges = presentRanges(actual);
      expect(ranges.length, id).toBeGreaterThan(1);
      const missing = actual.values.filter(Number.isNaN).length;
      expect(missing, id).toBeLessThan(24 * 20);
    }
    const wrong: string[] = [];
    for (const [key, s] of gapped) {
      const ref = gapless.get(key)!;
      expect(s.values.length).toBe(ref.values.length);
      for (let i = 0; i < s.values.length; i++) {
        const v = s.values[i];
        if (Number.isNaN(v) ? s.kind !== 'actual' : v !== ref.values[i]) wrong.push(`${key}[${i}]`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('still satisfy every invariant where values exist', () => {
    expect(check(world, gapped)).toEqual([]);
  });
});

describe('determinism', () => {
  const opts = { now: NOW, start: NOW - 40 * DAY, end: NOW + 10 * DAY };
  const a = collectSeries(createWorld({ ...opts, seed: 7 }));
  const b = collectSeries(createWorld({ ...opts, seed: 7 }));
  const c = collectSeries(createWorld({ ...opts, seed: 8 }));

  it('gives the same output for the same seed', () => {
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [k, s] of a) expect(b.get(k)!.values, k).toEqual(s.values);
  });

  it('gives different output for a different seed', () => {
    let differing = 0;
    for (const [k, s] of a) {
      const o = c.get(k)!.values;
      if (s.values.some((v, i) => !Object.is(v, o[i]))) differing++;
    }
    expect(differing).toBeGreaterThan(a.size * 0.8);
  });

  it('does not depend on the order sites are asked for', () => {
    const w = createWorld({ ...opts, seed: 7 });
    const keys = w.topology.sites.map((s) => s.key).reverse();
    for (const key of keys) {
      for (const s of w.siteSeries(key)) expect(s.values).toEqual(a.get(seriesKey(s))!.values);
    }
  });
});

describe('property: any seed, any short range', () => {
  it('conserves water and respects limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 2, max: 24 * 45 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (seed, dayOffset, hours, nowShare, gaps) => {
          const start = Date.UTC(2020, 0, 1) + dayOffset * DAY + (seed % 24) * HOUR_MS;
          const end = start + hours * HOUR_MS;
          const now = start + Math.floor(nowShare * hours) * HOUR_MS;
          const world = createWorld({ seed, start, end, now, gaps });
          expect(world.hours).toBe(hours);
          expect(check(world, collectSeries(world))).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('larger world', () => {
  it('builds the wanted number of plants from the templates with unique ids', () => {
    const w = createWorld({ now: NOW, plants: 50, historyYears: 5 });
    const plants = w.topology.sites.flatMap((s) => s.plants);
    expect(plants).toHaveLength(50);
    const ids = [
      ...plants.map((p) => p.id),
      ...w.topology.sites.flatMap((s) => [...s.hydro_bodies.map((b) => b.id), ...s.control_units.map((u) => u.id)]),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(w.topology.sites.map((s) => s.template))).toEqual(
      new Set(['alpine_storage', 'pumped_storage', 'run_of_river_cascade']),
    );
    expect(w.hours).toBeGreaterThanOrEqual(5 * 365 * 24);
  });

  it('keeps the invariants in its varied plants', () => {
    const w = createWorld({ now: NOW, start: NOW - 60 * DAY, end: NOW + 10 * DAY, plants: 8, seed: 3 });
    expect(w.topology.sites.flatMap((s) => s.plants)).toHaveLength(8);
    expect(check(w, collectSeries(w))).toEqual([]);
  });
});
