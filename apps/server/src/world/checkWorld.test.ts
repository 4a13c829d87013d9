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

  it('finds water that appears from nowhere', () => {
    const series = fresh();
    series.get('hochalm.reservoir/content/actual')!.values[100] += 500;
    expect(checkSite(world, site('hochalm'), series).join()).toMatch(/water balance/);
  });

  it('finds a changed flow in the horizon plan', () => {
    const series = fresh();
    series.get('gletschersee.pt1/discharge/plan')!.values[world.hours - 5] += 1;
    expect(checkSite(world, site('gletschersee'), series).join()).toMatch(/water balance/);
  });

  it('finds routed water that does not match the stage above', () => {
    const series = fresh();
    series.get('brunnau.pond/upstream_inflow/actual')!.values[50] += 3;
    expect(checkSite(world, site('inn-cascade'), series).join()).toMatch(/upstream inflow/);
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
