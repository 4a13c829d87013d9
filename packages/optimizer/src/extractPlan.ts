import { VOLUME_UNIT, type Conflict, type Lp } from './buildLp.js';
import { contentToLevel } from './curves.js';
import { energyEquivalents } from './energyEquivalents.js';
import { heldReservoirs } from './heldReservoirs.js';
import { at } from './series.js';
import type { OptimizerModel, ReservoirPlan, UnitPlan } from './types.js';

export interface Extracted {
  units: UnitPlan[];
  reservoirs: ReservoirPlan[];
  revenue: number;
  penalty: number;
  /** Soft limits the plan breaks (allowed, but penalised). */
  softConflicts: Conflict[];
}

/** Turns LP values and balance duals into plan series in model units. */
export function extractPlan(model: OptimizerModel, lp: Lp, colValue: Float64Array, rowDual: Float64Array): Extracted {
  const { T, segments } = lp;
  const dt = model.stepSeconds;
  const hours = dt / 3600;
  let revenue = 0;
  let penalty = 0;
  const softPenalty = model.penalties?.softLimit ?? 10;
  const spillPenalty = model.penalties?.spill ?? 1e-4;
  const units = model.units.map((u, ui): UnitPlan => {
    const power = new Array<number>(T),
      discharge = new Array<number>(T),
      pumped = new Array<number>(T);
    const segs = segments[ui];
    for (let t = 0; t < T; t++) {
      let q = 0,
        p = 0;
      const first = lp.segFirst[ui * T + t];
      if (first >= 0)
        for (let k = 0; k < segs.length; k++) {
          q += colValue[first + k];
          p += colValue[first + k] * segs[k].slope;
        }
      const pc = lp.pumpCol[ui * T + t];
      const qp = pc >= 0 ? colValue[pc] : 0;
      p -= qp * lp.pumpK[ui];
      power[t] = p;
      discharge[t] = q;
      pumped[t] = qp;
      revenue += at(model.price, t) * p * hours;
    }
    return { id: u.id, power, discharge, pumped };
  });
  const eq = energyEquivalents(model);
  const held = heldReservoirs(model);
  const softConflicts: Conflict[] = [];
  const reservoirs = model.reservoirs.map((r, ri): ReservoirPlan => {
    const content = new Array<number>(T),
      level = new Array<number | null>(T),
      spill = new Array<number>(T);
    const waterValue = new Array<number>(T),
      waterValueEnergy = new Array<number | null>(T),
      softViolation = new Array<number>(T);
    for (let t = 0; t < T; t++) {
      const i = ri * T + t;
      const under = lp.underCol[i] >= 0 ? colValue[lp.underCol[i]] * VOLUME_UNIT : 0;
      const over = lp.overCol[i] >= 0 ? colValue[lp.overCol[i]] * VOLUME_UNIT : 0;
      content[t] = colValue[lp.contentCol[i]] * VOLUME_UNIT + (lp.softSubstituted ? over - under : 0);
      level[t] = r.levelContent ? contentToLevel(r.levelContent, content[t]) : null;
      spill[t] = lp.spillCol[i] >= 0 ? colValue[lp.spillCol[i]] : 0;
      penalty += spill[t] * dt * (spillPenalty + (held.get(ri)?.spillCost ?? 0));
      // HiGHS reports a maximising LP's row dual as d(objective)/d(right-hand side); the right-hand
      // side is water added to the reservoir in the step, so the dual is the value of that water.
      waterValue[t] = rowDual[lp.balanceRow[i]] / VOLUME_UNIT;
      waterValueEnergy[t] = eq[ri] > 0 ? waterValue[t] / eq[ri] : null;
      penalty += (under + over) * softPenalty;
      softViolation[t] = under - over;
      const time = model.start + (t + 1) * dt * 1000;
      const name = r.name ?? r.id;
      if (under > 1e-3)
        softConflicts.push({
          key: `u${ri}`,
          step: t,
          time,
          text: `Reservoir ${name} is planned below its minimum level or content at {time}: not enough water`,
        });
      if (over > 1e-3)
        softConflicts.push({
          key: `o${ri}`,
          step: t,
          time,
          text: `Reservoir ${name} is planned above its maximum level or content at {time}: more water than it can release`,
        });
    }
    return { id: r.id, content, level, spill, waterValue, waterValueEnergy, energyEquivalent: eq[ri], softViolation };
  });
  return { units, reservoirs, revenue, penalty, softConflicts };
}
