import type { PlanResult } from '@penstock/optimizer';

/**
 * The run log's lines of a head model run (issue 23): each iteration of the successive
 * linearisation (its LP objective, the plan valued at its own head, the largest net head change) and
 * the objective stored (the physical value) against the last linearised LP's.
 */
export function headLines(plan: PlanResult): string[] {
  const h = plan.head;
  if (!h) return [];
  const eur = (v: number) => `${v.toFixed(2)} EUR`;
  return [
    ...h.iterations.map(
      (it, i) =>
        `head iteration ${i + 1} (${it.kind}): LP objective ${eur(it.objective)}, valued at its own head ${eur(it.physicalObjective)}, largest head change ${it.maxHeadChange.toFixed(3)} m`,
    ),
    `head model: objective ${eur(plan.objective)} valued at the plan's own head (last linearised LP ${eur(h.linearisedObjective)}, difference ${eur(plan.objective - h.linearisedObjective)})`,
  ];
}
