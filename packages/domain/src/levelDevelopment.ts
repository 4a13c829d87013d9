import { z } from 'zod';

/**
 * Level development (spec 2 section 7, issue 26): a forward simulation of a plan as it stands, not
 * an optimisation. From each reservoir's start content the water balance runs hour by hour:
 * content(t+1) = content(t) + (inflow + upstream releases arriving after their delay + spill of
 * reservoirs spilling here - discharge - planned spill - pumping out + pumping in) x step seconds.
 * Water above the physical maximum content spills (to the reservoir's spill target, if any); a
 * reservoir cannot give more than it holds, so below zero the release is cut. Every step end where
 * a content or level leaves a limit (the body's min/max and the operator's constraints of those
 * kinds) starts a crossing. Units: contents m3, flows m3/s, levels m a.s.l., times UTC epoch ms.
 */

export interface LevelContentPoint {
  /** m a.s.l. */
  level: number;
  /** m3 */
  content: number;
}

/** A limit per step (null: not given at that step) of a reservoir's level (m a.s.l.) or content (m3). */
export interface SimulationLimit {
  kind: 'MIN_LEVEL' | 'MAX_LEVEL' | 'MIN_CONTENT' | 'MAX_CONTENT';
  /** 'reservoir' for the body's own limits, else the constraint's id */
  source: string;
  /** shown in the crossing */
  label: string;
  value: number | readonly (number | null)[];
}

export interface SimulationReservoir {
  id: string;
  name: string;
  /** m3 at the start */
  initialContent: number;
  /** natural inflow per step (m3/s), upstream plants' release included */
  inflow: readonly number[];
  levelContent?: readonly LevelContentPoint[];
  /** physical maximum content (m3): water above it spills */
  physicalMaxContent?: number;
  /** the planned spill per step (m3/s) */
  plannedSpill?: readonly (number | null)[];
  /** where its spill goes (another reservoir of the simulation), else it leaves the system */
  spillTo?: string;
  limits: readonly SimulationLimit[];
}

export interface SimulationUnit {
  id: string;
  /** the reservoir it takes from (null: outside the simulation) */
  upstream: string | null;
  /** the reservoir it releases to (null: leaves the system) */
  downstream: string | null;
  /** steps between a release and its arrival downstream */
  delaySteps?: number;
  /** planned flow per step (m3/s): positive turbines or gates from upstream to downstream, negative pumps back */
  flow: readonly (number | null)[];
}

export interface LevelSimulationInput {
  /** first step's start, UTC epoch ms */
  start: number;
  stepSeconds: number;
  steps: number;
  reservoirs: readonly SimulationReservoir[];
  units: readonly SimulationUnit[];
}

export const levelCrossingSchema = z.object({
  /** step end where the limit is first crossed (epoch ms UTC) */
  ts: z.number(),
  reservoir_id: z.string(),
  reservoir_name: z.string(),
  kind: z.enum(['MIN_LEVEL', 'MAX_LEVEL', 'MIN_CONTENT', 'MAX_CONTENT']),
  /** 'reservoir' (the body's own limit) or the constraint's id */
  source: z.string(),
  label: z.string(),
  /** the limit at that time (m a.s.l. or m3) */
  limit: z.number(),
  /** the simulated level or content then */
  value: z.number(),
  /** when the simulated value is back within the limit (epoch ms UTC), null: not in the horizon */
  until: z.number().nullable(),
});
export type LevelCrossing = z.infer<typeof levelCrossingSchema>;

export const simulatedReservoirSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** step boundaries: ts[0] the start, ts[i] the end of step i-1 (epoch ms UTC) */
  ts: z.array(z.number()),
  /** m3 at each ts */
  content: z.array(z.number()),
  /** m a.s.l. at each ts; null without a level-to-content table */
  level: z.array(z.number().nullable()),
  /** spill per step (m3/s): the planned spill plus what the physical maximum forced over */
  spill: z.array(z.number()),
});
export type SimulatedReservoir = z.infer<typeof simulatedReservoirSchema>;

export interface LevelSimulation {
  reservoirs: SimulatedReservoir[];
  crossings: LevelCrossing[];
}

/** Linear interpolation in a level-to-content table (clamped at its ends). */
export function levelOfContent(points: readonly LevelContentPoint[], content: number): number {
  const p = [...points].sort((a, b) => a.content - b.content);
  if (content <= p[0].content) return p[0].level;
  for (let i = 1; i < p.length; i++) {
    if (content <= p[i].content) {
      const f = (content - p[i - 1].content) / (p[i].content - p[i - 1].content || 1);
      return p[i - 1].level + f * (p[i].level - p[i - 1].level);
    }
  }
  return p[p.length - 1].level;
}

const at = (v: number | readonly (number | null)[] | undefined, i: number): number | null =>
  v === undefined ? null : typeof v === 'number' ? v : (v[i] ?? null);

/** Order so every reservoir comes after those releasing into it without delay (a cascade's top first). */
function topOrder(input: LevelSimulationInput): SimulationReservoir[] {
  const left = new Map(input.reservoirs.map((r) => [r.id, r]));
  const feeds = (to: string) => [
    ...input.units.filter((u) => u.downstream === to && !(u.delaySteps ?? 0) && u.upstream).map((u) => u.upstream!),
    ...input.reservoirs.filter((r) => r.spillTo === to).map((r) => r.id),
  ];
  const out: SimulationReservoir[] = [];
  while (left.size) {
    const next = [...left.values()].find((r) => feeds(r.id).every((f) => !left.has(f) || f === r.id));
    const r = next ?? left.values().next().value!; // a loop (pumped storage): the rest in given order
    out.push(r);
    left.delete(r.id);
  }
  return out;
}

export function simulateLevels(input: LevelSimulationInput): LevelSimulation {
  const { steps, stepSeconds, start } = input;
  const dt = stepSeconds;
  const order = topOrder(input);
  const content = new Map(input.reservoirs.map((r) => [r.id, [r.initialContent]]));
  const spill = new Map(input.reservoirs.map((r) => [r.id, new Array<number>(steps).fill(0)]));
  /** m3/s released per unit and step, as it happened (cut when the reservoir ran dry) */
  const released = new Map(input.units.map((u) => [u.id, new Array<number>(steps).fill(0)]));
  for (let i = 0; i < steps; i++) {
    for (const r of order) {
      const c0 = content.get(r.id)![i];
      let gain = r.inflow[i] ?? 0;
      for (const u of input.units) {
        const d = u.delaySteps ?? 0;
        // pumping (negative flow) moves water up at once; releases arrive after the delay
        if (u.downstream === r.id && i - d >= 0 && released.get(u.id)![i - d] > 0) gain += released.get(u.id)![i - d];
        if (u.upstream === r.id && (at(u.flow, i) ?? 0) < 0) gain -= at(u.flow, i)!;
      }
      for (const o of input.reservoirs) if (o.spillTo === r.id && o.id !== r.id) gain += spill.get(o.id)![i];
      const outs = input.units.filter((u) => u.upstream === r.id && (at(u.flow, i) ?? 0) > 0);
      const downPumps = input.units.filter((u) => u.downstream === r.id && (at(u.flow, i) ?? 0) < 0);
      const planned = [
        ...outs.map((u) => at(u.flow, i)!),
        ...downPumps.map((u) => -at(u.flow, i)!),
        Math.max(0, at(r.plannedSpill, i) ?? 0),
      ];
      const want = planned.reduce((a, b) => a + b, 0);
      // a reservoir gives at most what it holds plus what comes in: releases are cut pro rata
      const available = Math.max(0, c0 / dt + gain);
      const share = want > available ? available / want : 1;
      outs.forEach((u) => (released.get(u.id)![i] = at(u.flow, i)! * share));
      downPumps.forEach((u) => (released.get(u.id)![i] = at(u.flow, i)! * share));
      let s = Math.max(0, at(r.plannedSpill, i) ?? 0) * share;
      let c1 = c0 + (gain - want * share) * dt;
      if (r.physicalMaxContent !== undefined && c1 > r.physicalMaxContent) {
        s += (c1 - r.physicalMaxContent) / dt;
        c1 = r.physicalMaxContent;
      }
      spill.get(r.id)![i] = s;
      content.get(r.id)!.push(Math.max(0, c1));
    }
  }
  const ts = Array.from({ length: steps + 1 }, (_, i) => start + i * stepSeconds * 1000);
  const reservoirs = input.reservoirs.map((r) => {
    const c = content.get(r.id)!;
    return {
      id: r.id,
      name: r.name,
      ts,
      content: c,
      level: c.map((v) => (r.levelContent && r.levelContent.length >= 2 ? levelOfContent(r.levelContent, v) : null)),
      spill: spill.get(r.id)!,
    };
  });
  return { reservoirs, crossings: findCrossings(input, reservoirs) };
}

/** Crossings at step ends (the start is measured, not planned): the first step end out of each limit, and when it is back. */
function findCrossings(input: LevelSimulationInput, sims: readonly SimulatedReservoir[]): LevelCrossing[] {
  const out: LevelCrossing[] = [];
  input.reservoirs.forEach((r, k) => {
    const sim = sims[k];
    for (const lim of r.limits) {
      const isLevel = lim.kind.endsWith('LEVEL');
      const isMin = lim.kind.startsWith('MIN');
      let open: LevelCrossing | null = null;
      for (let i = 1; i < sim.ts.length; i++) {
        const limit = at(lim.value, i - 1);
        const value = isLevel ? sim.level[i] : sim.content[i];
        const outside = limit !== null && value !== null && (isMin ? value < limit - 1e-6 : value > limit + 1e-6);
        if (outside && !open) {
          open = {
            ts: sim.ts[i],
            reservoir_id: r.id,
            reservoir_name: r.name,
            kind: lim.kind,
            source: lim.source,
            label: lim.label,
            limit: limit!,
            value: value!,
            until: null,
          };
          out.push(open);
        } else if (!outside && open) {
          open.until = sim.ts[i];
          open = null;
        }
      }
    }
  });
  return out.sort((a, b) => a.ts - b.ts || a.reservoir_name.localeCompare(b.reservoir_name));
}

/** POST .../level-development-task: answers the task's id (202). */
export const levelDevelopmentTaskCreatedSchema = z.object({ task_uuid: z.string() });

/** GET .../level-development-task/{task_uuid}: the task's state and, once done, its result. */
export const levelDevelopmentTaskSchema = z.object({
  task_uuid: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  /** the failure's reason (e.g. a plant without measured contents), else null */
  error: z.string().nullable(),
  result: z
    .object({
      /** the simulation's first hour (epoch ms UTC): the hour of the latest measured contents */
      start: z.number(),
      step_seconds: z.number(),
      /** the succeeded run whose plan (with the operators' overrides) was followed; null: none yet */
      run_id: z.string().nullable(),
      reservoirs: z.array(
        simulatedReservoirSchema.extend({
          /** the plan's level at each ts (m a.s.l.; null where the plan has none) */
          planned_level: z.array(z.number().nullable()),
        }),
      ),
      crossings: z.array(levelCrossingSchema),
      /** where inputs came from and what was filled in */
      notes: z.array(z.string()),
    })
    .nullable(),
});
export type LevelDevelopmentTask = z.infer<typeof levelDevelopmentTaskSchema>;
