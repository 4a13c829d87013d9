import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './calendar.js';
import { checkSite } from './checkWorld.js';
import { collectSeries, createWorld } from './generateWorld.js';

// The checker is what proves conservation and limits, so it must fail on broken data.
const NOW = Date.UTC(2025, 5, 10, 12);
const world = createWorld({ now: NOW, start: NOW - 20 * 24 * HOUR_MS, end: NOW + 10 * 24 * HOUR_MS, gaps: false });
const fresh = () => collectSeries(world);
const site = (key: string) => world.topology.sites.find((s) => s.key === key)!;

describe('checkSite', () => {
  it('accepts the simulated data', () => {
    const series = fresh();
    for (const s of world.topology.sites) expect(checkSite(world, s, series)).toEqual([]);
  });

  it.each([
    ['water that appears from nowhere', 'hochalm', 'hochalm.reservoir/content/actual', 100, 500, /water balance/],
    [
      'a changed flow in the horizon plan',
      'gletschersee',
      'gletschersee.pt1/discharge/plan',
      world.hours - 5,
      1,
      /water balance/,
    ],
    [
      'routed water that does not match the stage above',
      'inn-cascade',
      'brunnau.pond/upstream_inflow/actual',
      50,
      3,
      /upstream inflow/,
    ],
  ] as const)('finds %s', (_, siteKey, key, index, added, found) => {
    const series = fresh();
    series.get(key)!.values[index] += added;
    expect(checkSite(world, site(siteKey), series).join()).toMatch(found);
  });

  it('finds a unit outside its limits and power off its curve', () => {
    const series = fresh();
    const unit = site('hochalm').control_units[0];
    const q = series.get('hochalm.m1/discharge/actual')!.values;
    const p = series.get('hochalm.m1/power/actual')!.values;
    q[10] = unit.q_min / 2;
    p[10] = 1;
    q[11] = 0;
    p[11] = 5;
    const found = checkSite(world, site('hochalm'), series).join();
    expect(found).toMatch(/not flow_to_power|outside/);
    expect(found).toMatch(/standstill/);
  });

  it('finds a level outside its limits', () => {
    const series = fresh();
    const body = site('hochalm').hydro_bodies[0];
    series.get('hochalm.reservoir/level/actual')!.values[3] = body.max_level + 1;
    expect(checkSite(world, site('hochalm'), series).join()).toMatch(/level/);
  });
});
