import type { OptimizerModel, PlanResult } from '../../types.js';
import { headAt } from './headLinearise.js';
import { unitPower } from './headPhysics.js';
import type { HeadSeat } from './headTopology.js';
import { planPoint } from './headValue.js';

/** Below p_max by this share after a cut, so rounding in the physics never lands a hair above it. */
const BELOW = 1e-9;

/** Can water a unit no longer uses at step t leave through its reservoir's spill instead (same place, same delay, room)? */
function spillsLikeUnit(
  model: OptimizerModel,
  plan: PlanResult,
  ui: number,
  t: number,
  dq: number,
): number | undefined {
  const u = model.units[ui];
  const ri = model.reservoirs.findIndex((r) => r.id === u.upstream);
  const r = model.reservoirs[ri];
  if (!r || r.spillAllowed === false || (r.spillTo ?? null) !== (u.downstream ?? null)) return undefined;
  if ((r.spillDelaySteps ?? 0) !== (u.delaySteps ?? 0)) return undefined;
  if (r.spillMax !== undefined && plan.reservoirs[ri].spill[t] + dq > r.spillMax) return undefined;
  return ri;
}

/**
 * A head plan (LP flows) whose head units keep p_max at their physical power: the LP binds its power
 * limits at the previous iteration's head (powerOffset), so a plan whose levels moved since can draw
 * a little more than p_max (SHOP basic: 183.3 MW on a 180 MW unit). Where the physics at the plan's own
 * head gives more, the unit's discharge is cut to the flow that gives p_max (its own losses included,
 * bisection), and the water it leaves passes the reservoir's spill when that goes where the unit
 * discharges (same place, same delay): no reservoir's content changes, so no level and no other step
 * moves. A cut raises the head of the units sharing the plant, so each step is repeated until none is
 * above. Answers the plan with new discharges and spills (power is valued by the caller) and the cuts
 * made; units whose water cannot take the spill keep their flow (checkPlan then names them).
 */
export function keepPMax(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  lin: PlanResult,
): { plan: PlanResult; cuts: number } {
  if (!seats.some((seat, ui) => seat && model.units[ui].pMax !== undefined)) return { plan: lin, cuts: 0 };
  const plan: PlanResult = {
    ...lin,
    units: lin.units.map((u) => ({ ...u, discharge: [...u.discharge] })),
    reservoirs: lin.reservoirs.map((r) => ({ ...r, spill: [...r.spill] })),
  };
  // Levels come from contents, which no cut changes; the point's flows are the plan's (cut in place).
  const point = planPoint(model, plan);
  const spillPenalty = (model.penalties?.spill ?? 1e-4) * model.stepSeconds;
  let cuts = 0;
  for (let t = 0; t < model.steps; t++)
    for (let pass = 0, changed = true; changed && pass < 20; pass++) {
      changed = false;
      seats.forEach((seat, ui) => {
        const u = model.units[ui];
        const q = plan.units[ui].discharge;
        if (!seat || u.pMax === undefined || !(q[t] > 0)) return;
        const power = (x: number) => unitPower(u, x, headAt(model, seat, point, ui, t, x));
        if (power(q[t]) <= u.pMax) return;
        const target = u.pMax * (1 - BELOW);
        let lo = 0,
          hi = q[t];
        for (let i = 0; i < 100 && hi - lo > 1e-12 * q[t]; i++) {
          const mid = (lo + hi) / 2;
          if (power(mid) > target) hi = mid;
          else lo = mid;
        }
        const ri = spillsLikeUnit(model, plan, ui, t, q[t] - lo);
        if (ri === undefined) return;
        const dq = q[t] - lo;
        plan.reservoirs[ri].spill[t] += dq;
        plan.penalty += spillPenalty * dq;
        q[t] = lo;
        cuts++;
        changed = true;
      });
    }
  return { plan, cuts };
}
