import { COL, ROW, VOLUME_UNIT } from '../../lp/lpKinds.js';
import { contentTerms, type Terms } from '../../lp/terms.js';
import type { LpPart } from '../../lp/lpPart.js';
import { optAt } from '../../series.js';
import type { Unit } from '../../types.js';
import { headTerms, lineariseUnit, physicalPower } from './headLinearise.js';
import { headSeats } from './headTopology.js';
import { pumpAllowed, pumpsWithHead } from './pumpHead.js';
import type { Limits } from '../../lp/limits.js';

const NO_TERMS: Terms = [];

/** Units whose running is an on/off decision: running minima now, or fixed on/off in incremental iterations. */
const runsFromMinimum = (u: Unit, on: readonly boolean[] | undefined) =>
  !!on || (u.runMinPower ?? 0) > 0 || (u.runMinFlow ?? 0) > 0;

/**
 * Head-dependent power (issue 23): for units with turbine efficiency curves on a plant's penstock, the
 * flow-to-power curve of each step is the physics (rho g Q H_net eta_t eta_g) at the net head of the
 * model's operating point (`headPoint`: the previous iteration's plan, else the start levels), as
 * concave segments on fixed flow breakpoints. It hands the units part the segments (`headSegments`)
 * and the per-step slopes (`stepSlopes`, read by every part through `segSlope`), so it runs before the
 * units part. Units with on/off decisions fill their first segment (0 to the curves' lowest discharge)
 * whenever they run: `first >= width on` (rows HEAD_MIN), or `first >= width` on the steps the
 * incremental iterations fixed on (`headPoint.on`). In incremental iterations power limits and ramps
 * bind the physical power around the point (`physicalPower`): the LP power plus a constant
 * (`powerOffset`, exact at the point); the ramps also take the physics' own slope at the point's flow
 * and its change with the upstream content (`powerCorrection`), so ramping plans settle in few
 * iterations. Power limits keep the constant alone: with the first-order terms SHOP basic lost 0.5 %
 * of its value (measured), and keepLimits holds p_max on the plan at its own head.
 */
export const headPart: LpPart = {
  name: 'head',
  build(x) {
    const { model, lp, T } = x;
    const pumpHooks = {
      // SHOP pump upstream_max / downstream_min and the pump head limits at the operating point's levels: no pumping beyond them.
      unitLimits(key: string, ui: number, t: number, lim: Limits) {
        if (key === 'pumpFlow' && pumpsWithHead(model.units[ui]) && !pumpAllowed(model, model.headPoint, ui, t))
          lim.atMost(0, 'its pumping level and head limits (upstream_max, downstream_min, pump head)');
      },
    };
    if (!model.plants?.length) return pumpHooks;
    const seats = headSeats(model);
    const point = model.headPoint;
    const fromMin = model.units.map((u, ui) => !!seats[ui] && runsFromMinimum(u, point?.on?.[u.id]));
    const curves = seats.map((seat, ui) => (seat ? lineariseUnit(model, seat, ui, point, fromMin[ui]) : undefined));
    // Incremental iterations: power limits and ramps bind the physical power around the point.
    const phys = point?.on ? curves.map((c, ui) => c && physicalPower(model, seats[ui]!, ui, point, c)) : [];
    if (phys.some(Boolean)) {
      const upstream = model.units.map((u) => x.reservoirIndex(u.upstream, 'Unit'));
      x.powerOffset = (ui, t) => phys[ui]?.offset[t] ?? 0;
      // Once per unit and step (the ramps part asks in its rows and again in its entries).
      const corrections = model.units.map(() => new Array<ReturnType<typeof x.powerCorrection>>(T));
      x.powerCorrection = (ui, t) => {
        const f = phys[ui];
        if (!f) return undefined;
        const known = corrections[ui][t];
        if (known) return known;
        const n = x.segments[ui].length;
        const perM3 = f.perM3[t];
        let terms: Terms = NO_TERMS;
        if (perM3) {
          terms = contentTerms(x, upstream[ui], t - 1);
          for (const e of terms) e[1] = perM3 * e[1] * VOLUME_UNIT;
        }
        return (corrections[ui][t] = { offset: f.rampOffset[t], slopes: f.slopes.subarray(t * n, (t + 1) * n), terms });
      };
    }
    x.headSegments = (ui) => {
      const c = curves[ui];
      if (!c) return undefined;
      x.stepSlopes[ui] = c.stepSlopes;
      return c.segments;
    };
    return {
      ...pumpHooks,
      horizon() {
        // Incremental iterations: power moves with the upstream content at the start of the step (price x
        // dP/dV on that content; the constant, minus the same at the operating point, on a column fixed at 1).
        // The column is there in full iterations too (at no cost), so every iteration's LP has one shape
        // and the next starts from its predecessor's basis.
        let constant = 0;
        if (point?.on)
          for (const h of headTerms(model, seats, point)) {
            for (const [col, coef] of contentTerms(x, h.r, h.t - 1)) lp.cost[col] += h.perM3 * coef * VOLUME_UNIT;
            constant -= h.perM3 * h.content0;
          }
        lp.addCol(COL.HEAD_CONST, 1, 1, constant);
        model.units.forEach((u, ui) => {
          if (!fromMin[ui]) return;
          const width = x.segments[ui][0].dq;
          const fixedOn = point?.on?.[u.id];
          const on = fixedOn ? undefined : x.onOff(ui);
          for (let t = 0; t < T; t++) {
            const first = x.segFirst[ui * T + t];
            if (first < 0 || !Number.isNaN(optAt(u.fixedPower, t)) || !Number.isNaN(optAt(u.fixedFlow, t))) continue;
            if (fixedOn && !fixedOn[t]) continue;
            const r = lp.addRow(ROW.HEAD_MIN, fixedOn ? width : 0, Infinity);
            lp.entry(r, first, 1);
            if (on) lp.entry(r, on[t], -width);
          }
        });
      },
    };
  },
};
