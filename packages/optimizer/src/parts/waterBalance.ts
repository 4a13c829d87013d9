import { maxOf, minOf } from '@penstock/domain';
import { contentToLevel, levelToContent } from '../curves.js';
import { energyEquivalents } from '../energyEquivalents.js';
import { heldReservoirs } from '../heldReservoirs.js';
import { checkLength } from '../series.js';
import { fmt, fmtVol, type Limits as LimitsType } from '../lp/limits.js';
import { perStep } from '../lp/perStep.js';
import type { LpPart, ReadContext } from '../lp/lpPart.js';

// Bound once: see perStep.
const { at, optAt, Limits, NO_SIDES, COL, ROW, VOLUME_UNIT } = perStep;
type Limits = LimitsType;

/**
 * Reservoirs and water balance: one balance row per reservoir and step, `content(t) - content(t-1)
 * + dt (out - in) = dt inflow` (initial content in the first); content columns inside the physical
 * limits, soft operating limits (substituted: content = y - under + over; with labels a row), spill.
 * Other parts add their water movements to `balanceRow` and tighten `contentLimits`.
 */
export const waterBalancePart: LpPart = {
  name: 'reservoirs and water balance',
  build(x) {
    const { model, lp, T, dt, dtv } = x;
    const softPenalty = (model.penalties?.softLimit ?? 10) * VOLUME_UNIT;
    const spillPenalty = (model.penalties?.spill ?? 1e-4) * dt;
    // Reservoirs held at their start content by a unit that follows the flow (optimizationMode, see Unit).
    const held = heldReservoirs(model);
    let res: {
      name: string;
      hardMin: number;
      hardMax: number;
      hardMinWhy: string;
      hardMaxWhy: string;
      spillTo: number;
      spillDelay: number;
    };
    return {
      start() {
        const rhs = new Float64Array(x.R * T);
        model.reservoirs.forEach((r, ri) => {
          checkLength(r.inflow, T, `Inflow of ${r.id}`);
          for (let t = 0; t < T; t++) rhs[ri * T + t] = dtv * at(r.inflow, t);
          rhs[ri * T] += r.initialContent / VOLUME_UNIT;
        });
        for (let i = 0; i < x.R * T; i++) x.balanceRow[i] = lp.addRow(ROW.BALANCE, rhs[i], rhs[i]);
      },
      reservoirStep(r, t) {
        const reservoir = model.reservoirs[r];
        const curve = reservoir.levelContent;
        if (t === 0) {
          for (const s of [reservoir.minContent, reservoir.maxContent, reservoir.minLevel, reservoir.maxLevel])
            checkLength(s, T, `Limits of ${reservoir.id}`);
          if ((reservoir.minLevel !== undefined || reservoir.maxLevel !== undefined) && !curve)
            throw new Error(`Reservoir ${reservoir.id} has level limits but no level-to-content curve`);
          const hardMin = reservoir.hardMinContent ?? (curve ? minOf(curve.map((p) => p.content)) : 0);
          const hardMax = reservoir.hardMaxContent ?? (curve ? maxOf(curve.map((p) => p.content)) : Infinity);
          const spillTo = x.reservoirIndex(reservoir.spillTo, `Spill of ${reservoir.id}`);
          if (spillTo === r) throw new Error(`Reservoir ${reservoir.id} spills into itself`);
          res = {
            name: reservoir.name ?? reservoir.id,
            hardMin,
            hardMax,
            hardMinWhy: `its lowest content of ${fmtVol(hardMin)}`,
            hardMaxWhy: `its highest content of ${fmtVol(hardMax)}`,
            spillTo,
            spillDelay: reservoir.spillDelaySteps ?? 0,
          };
        }
        const hard = new Limits();
        hard.atLeast(res.hardMin, res.hardMinWhy);
        hard.atMost(res.hardMax, res.hardMaxWhy);
        const soft = new Limits();
        soft.atLeast(optAt(reservoir.minContent, t), 'its minimum content');
        soft.atMost(optAt(reservoir.maxContent, t), 'its maximum content');
        if (curve) {
          soft.atLeast(levelToContent(curve, optAt(reservoir.minLevel, t)), () => `its minimum level`);
          soft.atMost(levelToContent(curve, optAt(reservoir.maxLevel, t)), () => `its maximum level`);
        }
        const hold = held.get(r);
        if (hold !== undefined) {
          const c0 = Math.min(Math.max(reservoir.initialContent, res.hardMin), res.hardMax);
          soft.atLeast(c0, hold.why);
          soft.atMost(c0, hold.why);
        }
        x.contentLimits(r, t, { hard, soft });
        if (t === T - 1 && reservoir.targetEndContent !== undefined) {
          const target = reservoir.targetEndContent;
          hard.atLeast(target, () => `its target end content of ${fmtVol(target)}`);
        }
        if (hard.crossed()) {
          x.conflicts.push({
            key: `res:${r}:${hard.loWhy}|${hard.hiWhy}`,
            step: t,
            time: x.stepTime(t + 1),
            text: `Reservoir ${res.name} cannot respect ${hard.loWhy} and ${hard.hiWhy} at {time}`,
          });
        }
        // Soft limits outside the physical range mean the physical limit.
        const softLo = Math.min(soft.lo, hard.hi),
          softHi = Math.max(soft.hi, hard.lo, softLo);
        const needLo = softLo > hard.lo,
          needHi = softHi < hard.hi;
        const endValue = x.value.end(r, t);
        const i = r * T + t;
        // content(t) enters its step's balance with +1 and the next step's with -1
        const row = x.balanceRow[i],
          next = t + 1 < T ? x.balanceRow[i + 1] : -1;
        if (!x.labels && (needLo || needHi)) {
          // content = y - under + over with y inside the soft limits: no extra row. under/over are
          // capped at the distance to the physical limits, so content stays within them.
          const y = lp.addCol(
            COL.CONTENT,
            (needLo ? softLo : hard.lo) / VOLUME_UNIT,
            (needHi ? softHi : hard.hi) / VOLUME_UNIT,
            endValue,
          );
          x.contentCol[i] = y;
          lp.entry(row, y, 1);
          lp.entry(next, y, -1);
          if (needLo) {
            const c = (x.underCol[i] = lp.addCol(
              COL.UNDER,
              0,
              (softLo - hard.lo) / VOLUME_UNIT,
              -softPenalty - endValue,
            ));
            lp.entry(row, c, -1);
            lp.entry(next, c, 1);
          }
          if (needHi) {
            const c = (x.overCol[i] = lp.addCol(
              COL.OVER,
              0,
              (hard.hi - softHi) / VOLUME_UNIT,
              -softPenalty + endValue,
            ));
            lp.entry(row, c, 1);
            lp.entry(next, c, -1);
          }
        } else {
          const col = lp.addCol(COL.CONTENT, hard.lo / VOLUME_UNIT, hard.hi / VOLUME_UNIT, endValue);
          x.contentCol[i] = col;
          x.relaxCol(col, hard);
          lp.entry(row, col, 1);
          lp.entry(next, col, -1);
          if (needLo || needHi) {
            const softRow = lp.addRow(
              ROW.SOFT,
              needLo ? softLo / VOLUME_UNIT : -Infinity,
              needHi ? softHi / VOLUME_UNIT : Infinity,
            );
            lp.entry(softRow, col, 1);
            if (needLo) lp.entry(softRow, (x.underCol[i] = lp.addCol(COL.UNDER, 0, Infinity, -softPenalty)), 1);
            if (needHi) lp.entry(softRow, (x.overCol[i] = lp.addCol(COL.OVER, 0, Infinity, -softPenalty)), -1);
          }
        }
        if (reservoir.spillAllowed !== false) {
          const credit = x.value.transitCredit(res.spillTo, t + res.spillDelay);
          const s = lp.addCol(
            COL.SPILL,
            0,
            reservoir.spillMax ?? Infinity,
            credit - spillPenalty - (hold?.spillCost ?? 0) * dt,
          );
          x.spillCol[i] = s;
          lp.entry(row, s, dtv);
          const spillMax = reservoir.spillMax;
          if (spillMax !== undefined)
            x.relaxCol(s, x.labels ? { loWhy: '', hiWhy: `its largest spill of ${fmt(spillMax)} m3/s` } : NO_SIDES);
        }
      },
    };
  },
  read: readReservoirs,
};

/** Content (and level), spill, soft violations and water values per reservoir; spill and soft-limit penalties. */
function readReservoirs(r: ReadContext) {
  const { model, lp, colValue, rowDual } = r;
  const T = lp.T;
  const dt = model.stepSeconds;
  const softPenalty = model.penalties?.softLimit ?? 10;
  const spillPenalty = model.penalties?.spill ?? 1e-4;
  const eq = energyEquivalents(model);
  const held = heldReservoirs(model);
  model.reservoirs.forEach((res, ri) => {
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
      level[t] = res.levelContent ? contentToLevel(res.levelContent, content[t]) : null;
      spill[t] = lp.spillCol[i] >= 0 ? colValue[lp.spillCol[i]] : 0;
      r.penalty += spill[t] * dt * (spillPenalty + (held.get(ri)?.spillCost ?? 0));
      // HiGHS reports a maximising LP's row dual as d(objective)/d(right-hand side); the right-hand
      // side is water added to the reservoir in the step, so the dual is the value of that water.
      waterValue[t] = rowDual[lp.balanceRow[i]] / VOLUME_UNIT;
      waterValueEnergy[t] = eq[ri] > 0 ? waterValue[t] / eq[ri] : null;
      r.penalty += (under + over) * softPenalty;
      softViolation[t] = under - over;
      const time = model.start + (t + 1) * dt * 1000;
      const name = res.name ?? res.id;
      if (under > 1e-3)
        r.softConflicts.push({
          key: `u${ri}`,
          step: t,
          time,
          text: `Reservoir ${name} is planned below its minimum level or content at {time}: not enough water`,
        });
      if (over > 1e-3)
        r.softConflicts.push({
          key: `o${ri}`,
          step: t,
          time,
          text: `Reservoir ${name} is planned above its maximum level or content at {time}: more water than it can release`,
        });
    }
    r.reservoirs.push({
      id: res.id,
      content,
      level,
      spill,
      waterValue,
      waterValueEnergy,
      energyEquivalent: eq[ri],
      softViolation,
    });
  });
}
