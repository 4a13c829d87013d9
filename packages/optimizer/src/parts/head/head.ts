import type { LpPart } from '../../lp/lpPart.js';
import { lineariseUnit } from './headLinearise.js';
import { headSeats } from './headTopology.js';

/**
 * Head-dependent power (issue 23): for units with turbine efficiency curves on a plant's penstock, the
 * flow-to-power curve of each step is the physics (rho g Q H_net eta_t eta_g) at the net head of the
 * model's operating point (`headPoint`: the previous iteration's plan, else the start levels), as a
 * concave curve on fixed flow breakpoints. It adds no rows or columns: it hands the units part the
 * segments (`headSegments`) and the per-step slopes (`stepSlopes`) every part reads through `segSlope`.
 * Runs before the units part (its build registers the service the units part's build asks for).
 */
export const headPart: LpPart = {
  name: 'head',
  build(x) {
    const { model } = x;
    if (!model.plants?.length) return {};
    const seats = headSeats(model);
    const curves = seats.map((seat, ui) => (seat ? lineariseUnit(model, seat, ui, model.headPoint) : undefined));
    x.headSegments = (ui) => {
      const c = curves[ui];
      if (!c) return undefined;
      x.stepSlopes[ui] = c.stepSlopes;
      return c.segments;
    };
    return {};
  },
};
