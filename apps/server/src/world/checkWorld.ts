/**
 * The physical invariants of a simulated world, checked from its public output (topology and
 * series) alone, so the tests and a loader can both ask "is this data sane?":
 * - every reservoir, every hour: content(t+1) = content(t) + (inflow + upstream_inflow
 *   - outflow through its units + inflow through units into it - spill) * 3600
 *   (history uses actuals, the horizon plans and the inflow forecast), relative error <= 1e-6;
 * - upstream_inflow is the outflow of the stage above, delayed by its travel time;
 * - content within the contents at min and max level; level read from content via the table;
 * - units run within limits or stand still: q in [q_min, q_max] with p in [p_min, p_max] and
 *   p = flow_to_power(q); pumping within the pump limits; gates within [0, q_max] and their extrema.
 * Hours where a needed value is missing (a gap) are skipped. Returns messages, empty when sane.
 */
import { inverse } from './curves.js';
import { powerAt } from './hydraulics.js';
import type { Quantity, Series } from './series.js';
import { seriesKey } from './series.js';
import { contentLimits } from './siteModel.js';
import type { ControlUnit, Site } from './topology.js';

export interface WorldShape {
  startTs: number;
  nowTs: number;
  hours: number;
  stepMs: number;
}

const REL = 1e-6;
const MAX_MESSAGES = 20;

export function checkSite(world: WorldShape, site: Site, series: ReadonlyMap<string, Series>): string[] {
  const msgs: string[] = [];
  const fail = (m: string) => {
    if (msgs.length < MAX_MESSAGES) msgs.push(`${site.key}: ${m}`);
  };
  const H = world.hours;
  const now = (world.nowTs - world.startTs) / world.stepMs;
  const at = (s: Series | undefined, i: number) => {
    if (!s) return undefined;
    const k = (world.startTs + i * world.stepMs - s.startTs) / s.stepMs;
    return k >= 0 && k < s.values.length ? s.values[k] : undefined;
  };
  /** value of (component, quantity) at hour i: actual in history, else plan / forecast */
  const value = (id: string, q: Quantity, i: number, horizon: 'plan' | 'forecast' = 'plan'): number => {
    const v = i < now ? at(series.get(seriesKey({ componentId: id, quantity: q, kind: 'actual' })), i) : undefined;
    if (v !== undefined) return v;
    return at(series.get(seriesKey({ componentId: id, quantity: q, kind: horizon })), i) ?? NaN;
  };
  const has = (id: string, q: Quantity) =>
    (['actual', 'plan', 'forecast'] as const).some((kind) =>
      series.has(seriesKey({ componentId: id, quantity: q, kind })),
    );

  for (const body of site.hydro_bodies) {
    if (body.type !== 'RESERVOIR') continue;
    const [cMin, cMax] = contentLimits(body);
    const out = site.control_units.filter((u) => u.upstream === body.id);
    const into = site.control_units.filter((u) => u.downstream === body.id);
    const hasUpstream = has(body.id, 'upstream_inflow');
    let checked = 0;
    for (let i = 0; i < H; i++) {
      const c = value(body.id, 'content', i);
      const level = value(body.id, 'level', i);
      if (!Number.isNaN(c)) {
        if (c < cMin * (1 - REL) || c > cMax * (1 + REL))
          fail(`${body.id} content ${c} outside [${cMin}, ${cMax}] at hour ${i}`);
        if (!Number.isNaN(level)) {
          if (Math.abs(level - inverse(body.level_to_content, c)) > 1e-6)
            fail(`${body.id} level ${level} does not match content ${c} at hour ${i}`);
          if (level < body.min_level - 1e-6 || level > body.max_level + 1e-6)
            fail(`${body.id} level ${level} outside limits at hour ${i}`);
        }
      }
      if (i + 1 >= H) continue;
      const next = value(body.id, 'content', i + 1);
      let net = value(body.id, 'inflow', i, 'forecast') - value(body.id, 'spill', i);
      if (hasUpstream) net += value(body.id, 'upstream_inflow', i);
      for (const u of out) net -= value(u.id, 'discharge', i);
      for (const u of into) net += value(u.id, 'discharge', i);
      const expected = c + net * 3600;
      if (Number.isNaN(expected) || Number.isNaN(next)) continue;
      checked++;
      if (Math.abs(next - expected) > REL * Math.max(1, Math.abs(next)))
        fail(`${body.id} water balance off at hour ${i}: ${next} vs ${expected}`);
    }
    if (checked === 0 && H > 1) fail(`${body.id}: no hour with a complete water balance`);
  }

  // routed water: upstream_inflow(t) = outflow of the stage above (t - delay)
  for (const tail of site.hydro_bodies) {
    if (!tail.flows_into) continue;
    const { body_id: target, delay_hours: d } = tail.flows_into;
    const feeding = site.control_units.filter((u) => u.downstream === tail.id);
    const spilling = [...new Set(feeding.map((u) => u.upstream))];
    for (let i = d; i < H; i++) {
      let sum = 0;
      for (const u of feeding) sum += value(u.id, 'discharge', i - d);
      for (const r of spilling) sum += value(r, 'spill', i - d);
      const got = value(target, 'upstream_inflow', i);
      if (Number.isNaN(sum) || Number.isNaN(got)) continue;
      if (Math.abs(got - sum) > 1e-9 * Math.max(1, sum))
        fail(`${target} upstream inflow ${got} != ${sum} at hour ${i}`);
    }
  }

  for (const u of site.control_units) {
    for (const kind of ['actual', 'plan'] as const) {
      const q = series.get(seriesKey({ componentId: u.id, quantity: 'discharge', kind }));
      const p = series.get(seriesKey({ componentId: u.id, quantity: 'power', kind }));
      const o = series.get(seriesKey({ componentId: u.id, quantity: 'gate_opening', kind }));
      if (!q) continue;
      for (let k = 0; k < q.values.length; k++) {
        const m = checkUnitHour(u, q.values[k], p?.values[k], o?.values[k]);
        if (m) fail(`${u.id} ${kind} hour ${k}: ${m}`);
      }
    }
  }
  return msgs;
}

const EPS = 1e-9;

function checkUnitHour(u: ControlUnit, q: number, p: number | undefined, opening: number | undefined): string | null {
  if (Number.isNaN(q)) return null;
  if (u.type === 'GATE') {
    if (q < -EPS || q > u.q_max + EPS) return `gate discharge ${q} outside [0, ${u.q_max}]`;
    const [lo, hi] = u.gate_opening_cm_extrema ?? [0, 0];
    if (opening !== undefined && !Number.isNaN(opening) && (opening < lo || opening > hi))
      return `opening ${opening} outside [${lo}, ${hi}]`;
    return null;
  }
  if (p === undefined || Number.isNaN(p)) return null;
  if (q === 0) return p === 0 ? null : `power ${p} at standstill`;
  if (Math.abs(p - powerAt(u.flow_to_power, q)) > 1e-9) return `power ${p} not flow_to_power(${q})`;
  if (q > 0) {
    if (q < u.q_min - EPS || q > u.q_max + EPS) return `discharge ${q} outside [${u.q_min}, ${u.q_max}]`;
    if (p < u.p_min - EPS || p > u.p_max + EPS) return `power ${p} outside [${u.p_min}, ${u.p_max}]`;
    return null;
  }
  if (u.pump_q_min === null || u.pump_q_max === null || u.pump_p_min === null || u.pump_p_max === null)
    return `pumping ${q} on a unit that cannot pump`;
  if (-q < u.pump_q_min - EPS || -q > u.pump_q_max + EPS)
    return `pump flow ${-q} outside [${u.pump_q_min}, ${u.pump_q_max}]`;
  if (-p < u.pump_p_min - EPS || -p > u.pump_p_max + EPS)
    return `pump power ${-p} outside [${u.pump_p_min}, ${u.pump_p_max}]`;
  return null;
}
