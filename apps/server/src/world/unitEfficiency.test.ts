import { describe, expect, it } from 'vitest';
import { createWorld } from './generateWorld.js';
import { interpolate } from './curves.js';
import { netHeadRange, type UnitHeadData } from './headData.js';
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

  it("no fixed-head curve claims more than 95 % at any level in its bodies' ranges (rho g Q H eta from the curve)", () => {
    for (const site of world.topology.sites) {
      const body = new Map(site.hydro_bodies.map((b) => [b.id, b]));
      for (const u of site.control_units.filter((x) => x.flow_to_power.length)) {
        const up = body.get(u.upstream)!,
          down = body.get(u.downstream)!;
        for (let i = 0; i <= 10; i++)
          for (let j = 0; j <= 10; j++) {
            const head =
              up.min_level +
              ((up.max_level - up.min_level) * i) / 10 -
              (down.min_level + ((down.max_level - down.min_level) * j) / 10);
            for (const [q, p] of u.flow_to_power) {
              // generating: eta = P / (rho g Q H); pumping: eta = rho g Q H / P (both flow and power negative)
              const eta = q > 0 ? (p * 1e6) / (RHO_G * q * head) : (RHO_G * q * head) / (p * 1e6);
              expect(eta, `${u.name} at ${q} m3/s, head ${head.toFixed(2)} m`).toBeLessThanOrEqual(0.95);
              expect(eta, `${u.name} at ${q} m3/s, head ${head.toFixed(2)} m`).toBeGreaterThan(0);
            }
          }
      }
    }
  });

  it('p_min fits the turbine type: Francis units about 40 % of p_max, the Kaplans lower', () => {
    for (const site of world.topology.sites) {
      const type = site.head_data!.units;
      for (const u of site.control_units.filter((x) => x.type === 'TURBINE' || x.type === 'PUMP_TURBINE')) {
        const share = u.p_min / u.p_max;
        if (type.find((d) => d.unit_id === u.id)!.turbine_type === 'FRANCIS') {
          expect(share, u.name).toBeGreaterThanOrEqual(0.38);
          expect(share, u.name).toBeLessThanOrEqual(0.45);
        } else expect(share, u.name).toBeLessThan(0.3);
      }
    }
  });

  it('the run-of-river turbines are not idling at a quarter of their rating', () => {
    for (const { unit } of units.filter((u) => u.unit.id.endsWith('.t1'))) {
      expect(unit.p_min / unit.p_max, unit.name).toBeGreaterThan(0.15);
    }
  });
});

/** Turbine efficiency (fraction) of head data at q and net head h: linear in q on each curve, linear in head between them. */
function turbineEfficiency(d: UnitHeadData, q: number, h: number): number {
  const atQ = d.turb_eff_curves.map((c) => [c.head, interpolate(c.points, q)] as const);
  return interpolate(atQ, h) / 100;
}

describe.each([
  ['demo world', createWorld({ now: Date.UTC(2026, 10, 21), start: Date.UTC(2026, 10, 1), gaps: false })],
  ['large world', createWorld({ now: Date.UTC(2026, 10, 21), start: Date.UTC(2026, 10, 1), plants: 50, gaps: false })],
])('%s: head data (issue 23) is physically plausible', (_, world) => {
  it('every turbine is 70-95 % efficient (turbine x generator) at every head and discharge in its range, best 85-95 %', () => {
    for (const site of world.topology.sites) {
      const head = site.head_data!;
      const body = new Map(site.hydro_bodies.map((b) => [b.id, b]));
      const turbines = site.control_units.filter((u) => u.type === 'TURBINE' || u.type === 'PUMP_TURBINE');
      expect(head.units.map((u) => u.unit_id)).toEqual(turbines.map((u) => u.id));
      for (const d of head.units) {
        const u = turbines.find((x) => x.id === d.unit_id)!;
        const range = netHeadRange(body.get(u.upstream)!, body.get(u.downstream)!);
        const heads = d.turb_eff_curves.map((c) => c.head);
        expect(heads[0], u.name).toBeCloseTo(range.low, 1);
        expect(heads[heads.length - 1], u.name).toBeCloseTo(range.high, 1);
        let best = 0;
        for (let i = 0; i <= 10; i++)
          for (let j = 0; j <= 10; j++) {
            const h = range.low + ((range.high - range.low) * i) / 10;
            const q = u.q_min + ((u.q_max - u.q_min) * j) / 10;
            const pt = (RHO_G * q * h * turbineEfficiency(d, q, h)) / 1e6;
            const eta = turbineEfficiency(d, q, h) * (interpolate(d.gen_eff_curve, pt) / 100);
            const label = `${u.name} at ${q.toFixed(1)} m3/s, ${h.toFixed(1)} m`;
            expect(eta, label).toBeGreaterThanOrEqual(0.7);
            expect(eta, label).toBeLessThanOrEqual(0.95);
            best = Math.max(best, eta);
          }
        expect(best, u.name).toBeGreaterThanOrEqual(0.85);
        expect(best, u.name).toBeLessThanOrEqual(0.95);
        for (const c of d.turb_eff_curves) for (const [, eff] of c.points) expect(eff).toBeLessThanOrEqual(100);
      }
    }
  });

  it('outlet lines at the downstream level, losses a few per cent of the head at full flow', () => {
    for (const site of world.topology.sites) {
      const units = new Map(site.control_units.map((u) => [u.id, u]));
      const body = new Map(site.hydro_bodies.map((b) => [b.id, b]));
      for (const p of site.head_data!.plants) {
        for (const ps of p.penstocks) {
          const u = units.get(ps.unit_ids[0])!;
          const down = body.get(u.downstream)!;
          expect(p.outlet_line).toBeGreaterThanOrEqual(down.min_level);
          expect(p.outlet_line).toBeLessThanOrEqual(down.max_level);
          const gross = grossHead(body.get(u.upstream)!, down);
          const loss = ps.loss * u.q_max ** 2 + p.main_loss * u.q_max ** 2;
          expect(loss / gross, u.name).toBeGreaterThan(0.005);
          expect(loss / gross, u.name).toBeLessThan(0.05);
        }
      }
    }
  });
});
