import { describe, expect, it } from 'vitest';
import { createWorld } from './generateWorld.js';
import { grossHead, RHO_G } from './hydraulics.js';
import type { Site } from './topology.js';
import { maxOf } from '@penstock/domain';

/**
 * Efficiency of every flow-to-power point of every unit, as an engineer checks a curve:
 * generating eta = P / (rho g Q H), pumping eta = rho g Q H / P, with H the gross head from the
 * upstream body's mid operating level to the downstream body's.
 */
function efficiencies(site: Site) {
  const body = new Map(site.hydro_bodies.map((b) => [b.id, b]));
  return site.control_units
    .filter((u) => u.flow_to_power.length)
    .map((u) => {
      const head = grossHead(body.get(u.upstream)!, body.get(u.downstream)!);
      const points = u.flow_to_power.map(([q, p]) => ({
        q,
        p,
        eta: q > 0 ? (p * 1e6) / (RHO_G * q * head) : (RHO_G * q * head) / (p * 1e6),
      }));
      return { unit: u, head, generating: points.filter((x) => x.q > 0), pumping: points.filter((x) => x.q < 0) };
    });
}

describe.each([
  ['demo world', createWorld({ now: Date.UTC(2026, 10, 21), start: Date.UTC(2026, 10, 1), gaps: false })],
  ['large world', createWorld({ now: Date.UTC(2026, 10, 21), start: Date.UTC(2026, 10, 1), plants: 50, gaps: false })],
])('%s: unit curves are physically plausible', (_, world) => {
  const units = world.topology.sites.flatMap(efficiencies);

  it('every curve point from p_min to p_max is between 70 and 95 % efficient, the best between 85 and 95 %', () => {
    expect(units.length).toBeGreaterThan(0);
    for (const { unit, head, generating, pumping } of units) {
      const label = `${unit.name} (H ${head.toFixed(1)} m)`;
      expect(head, label).toBeGreaterThan(0);
      expect(generating[0].p, label).toBeCloseTo(unit.p_min, 3);
      expect(generating[generating.length - 1].p, label).toBeCloseTo(unit.p_max, 3);
      for (const x of [...generating, ...pumping]) {
        expect(x.eta, `${label} at ${x.q} m3/s`).toBeGreaterThanOrEqual(0.7);
        expect(x.eta, `${label} at ${x.q} m3/s`).toBeLessThanOrEqual(0.95);
      }
      const best = maxOf(generating.map((x) => x.eta));
      expect(best, label).toBeGreaterThanOrEqual(0.85);
      expect(best, label).toBeLessThanOrEqual(0.95);
    }
  });

  it('the run-of-river turbines are not idling at a quarter of their rating', () => {
    for (const { unit } of units.filter((u) => u.unit.id.endsWith('.t1'))) {
      expect(unit.p_min / unit.p_max, unit.name).toBeGreaterThan(0.15);
    }
  });
});
