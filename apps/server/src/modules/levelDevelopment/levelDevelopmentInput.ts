import { maxOf, type LevelSimulationInput, type SimulationLimit } from '@penstock/domain';
import type { GeneralConstraint, OptimizerModel } from '@penstock/optimizer';

const LIMIT_KINDS = ['MIN_LEVEL', 'MAX_LEVEL', 'MIN_CONTENT', 'MAX_CONTENT'] as const;
type LimitKind = (typeof LIMIT_KINDS)[number];

/** The plan a simulation follows, per component and step: unit flows (m3/s, pumping negative) and reservoir spill. */
export interface PlanToFollow {
  flow: Map<string, (number | null)[]>;
  spill: Map<string, (number | null)[]>;
}

/** A constraint's value per step of the horizon, null outside its active steps. */
function perStep(c: GeneralConstraint, steps: number): (number | null)[] {
  const from = c.fromStep ?? 0;
  const to = c.toStep ?? steps;
  return Array.from({ length: steps }, (_, i) => {
    if (i < from || i >= to) return null;
    const v = typeof c.value === 'number' ? c.value : c.value[i];
    return v === null || v === undefined || Number.isNaN(v) ? null : v;
  });
}

/**
 * The simulation of the plan as it stands, on the optimiser's model of the plant (buildPlantModel:
 * start at the latest measured contents, natural inflow measured else forecast plus the upstream
 * plants' release, level-to-content tables, units' travel delays, the bodies' limits and the
 * operator's constraints): the model's reservoirs and units, with the plan's flows instead of the
 * optimiser's choice. The physical maximum (water above it spills) is the top of the reservoir's
 * level-to-content table, the dam's crest as the table knows it; without a table, its maximum content when one number.
 */
export function levelDevelopmentInput(model: OptimizerModel, plan: PlanToFollow): LevelSimulationInput {
  const constraints = (model.constraints ?? []).filter((c) => (LIMIT_KINDS as readonly string[]).includes(c.kind));
  return {
    start: model.start,
    stepSeconds: model.stepSeconds,
    steps: model.steps,
    reservoirs: model.reservoirs.map((r) => {
      const table = r.levelContent && r.levelContent.length >= 2 ? r.levelContent : undefined;
      const own: SimulationLimit[] = (
        [
          ['MIN_LEVEL', r.minLevel, 'Minimum level'],
          ['MAX_LEVEL', r.maxLevel, 'Maximum level'],
          ['MIN_CONTENT', r.minContent, 'Minimum content'],
          ['MAX_CONTENT', r.maxContent, 'Maximum content'],
        ] as const
      ).flatMap(([kind, value, label]) =>
        value === undefined || (kind.endsWith('LEVEL') && !table) ? [] : [{ kind, source: 'reservoir', label, value }],
      );
      const theirs: SimulationLimit[] = constraints
        .filter((c) => c.target === r.id)
        .map((c) => ({
          kind: c.kind as LimitKind,
          source: c.id,
          label: c.label ?? c.kind,
          value: perStep(c, model.steps),
        }));
      const physicalMax = table
        ? maxOf(table.map((p) => p.content))
        : typeof r.maxContent === 'number'
          ? r.maxContent
          : undefined;
      return {
        id: r.id,
        name: r.name ?? r.id,
        initialContent: r.initialContent,
        inflow: Array.from({ length: model.steps }, (_, i) =>
          typeof r.inflow === 'number' ? r.inflow : (r.inflow[i] ?? 0),
        ),
        ...(table ? { levelContent: table } : {}),
        ...(physicalMax !== undefined ? { physicalMaxContent: physicalMax } : {}),
        plannedSpill: plan.spill.get(r.id) ?? [],
        ...(r.spillTo ? { spillTo: r.spillTo } : {}),
        limits: [...own, ...theirs],
      };
    }),
    units: model.units.map((u) => ({
      id: u.id,
      upstream: u.upstream ?? null,
      downstream: u.downstream ?? null,
      ...(u.delaySteps ? { delaySteps: u.delaySteps } : {}),
      flow: plan.flow.get(u.id) ?? [],
    })),
  };
}
