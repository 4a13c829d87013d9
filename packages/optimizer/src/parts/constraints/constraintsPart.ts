import { DEFAULT_TIER_FACTOR, isLegacy } from '../../constraintKinds.js';
import { levelToContent } from '../../curves.js';
import { fmt, fmtVol } from '../../lp/limits.js';
import type { LpPart } from '../../lp/lpPart.js';
import { checkLength, optAt } from '../../series.js';
import type { GeneralConstraint } from '../../types.js';
import { commitmentKinds } from './commitmentKinds.js';
import { kindContext, type KindRows, type UnitMin, type UnitRamp } from './kindContext.js';
import { reservoirKinds } from './reservoirKinds.js';
import { unitKinds } from './unitKinds.js';
import { strengthenFlowRamps, strengthenUnitMins } from './validInequalities.js';
import { violationScale } from './violationScale.js';

const KINDS: Record<string, KindRows> = { ...reservoirKinds, ...unitKinds, ...commitmentKinds };

const inRange = (c: GeneralConstraint, t: number) => t >= (c.fromStep ?? 0) && t < (c.toStep ?? Infinity);
const cName = (c: GeneralConstraint) => `constraint "${c.label ?? c.id}"`;

/**
 * Constraints by kind (GeneralConstraint). Without a tier, the first ten kinds tighten limits other
 * parts own (`contentLimits`, `unitLimits`). The others get rows of their own (in list order, see
 * reservoirKinds, unitKinds, commitmentKinds), with slack columns costing the tier's penalty unless
 * hard; last, valid inequalities that tie minimum flows and flow ramps to on/off decisions.
 */
export const constraintsPart: LpPart = {
  name: 'constraints',
  build(x) {
    const { model, T } = x;
    const list = model.constraints ?? [];
    const legacyBy = new Map<string, GeneralConstraint[]>();
    for (const c of list) {
      checkLength(c.value, T, `Constraint ${c.id}`);
      if (!isLegacy(c)) continue;
      const l = legacyBy.get(c.target) ?? [];
      l.push(c);
      legacyBy.set(c.target, l);
    }
    const ofReservoir = model.reservoirs.map((r) => legacyBy.get(r.id) ?? []);
    const ofUnit = model.units.map((u) => legacyBy.get(u.id) ?? []);
    const unitMins: UnitMin[] = [];
    const unitRamps: UnitRamp[] = [];
    return {
      contentLimits(r, t, { hard, soft }) {
        const res = model.reservoirs[r];
        const curve = res.levelContent;
        for (const c of ofReservoir[r]) {
          if (!inRange(c, t)) continue;
          const v = optAt(c.value, t);
          if (Number.isNaN(v)) continue;
          const isLevel = c.kind === 'MIN_LEVEL' || c.kind === 'MAX_LEVEL';
          if (isLevel && !curve)
            throw new Error(`Constraint ${c.id} limits a level of ${res.id}, which has no level-to-content curve`);
          const content = isLevel ? levelToContent(curve!, v) : v;
          const lim = c.hard ? hard : soft;
          const shown = () => (isLevel ? `${fmt(v)} m` : fmtVol(v));
          if (c.kind === 'MIN_LEVEL' || c.kind === 'MIN_CONTENT')
            lim.atLeast(content, () => `the minimum of ${cName(c)} (${shown()})`);
          if (c.kind === 'MAX_LEVEL' || c.kind === 'MAX_CONTENT')
            lim.atMost(content, () => `the maximum of ${cName(c)} (${shown()})`);
        }
      },
      unitLimits(key, ui, t, lim) {
        const cs = ofUnit[ui];
        if (!cs.length) return;
        const generates = model.units[ui].type !== 'PUMP';
        for (const c of cs) {
          if (!inRange(c, t)) continue;
          const v = optAt(c.value, t);
          if (Number.isNaN(v)) continue;
          switch (key) {
            case 'flow':
              if (c.kind === 'MIN_DISCHARGE') lim.atLeast(v, () => `the minimum of ${cName(c)} (${fmt(v)} m3/s)`);
              if (c.kind === 'MAX_DISCHARGE') lim.atMost(v, () => `the maximum of ${cName(c)} (${fmt(v)} m3/s)`);
              break;
            case 'power':
            case 'pumpFlow': {
              // a pump's power limits bound its pumped flow
              if (generates !== (key === 'power')) break;
              const k = generates ? 1 : x.pumpK[ui];
              if (c.kind === 'MIN_POWER')
                lim.atLeast(generates ? v : v / k, () => `the minimum of ${cName(c)} (${fmt(v)} MW)`);
              if (c.kind === 'MAX_POWER')
                lim.atMost(generates ? v : v / k, () => `the maximum of ${cName(c)} (${fmt(v)} MW)`);
              break;
            }
            case 'rampPower':
              if (c.kind === 'RAMP_POWER') lim.atMost(v, `the ramp limit of ${cName(c)} (${fmt(v)} MW per step)`);
              break;
            case 'rampFlow':
              if (c.kind === 'RAMP_FLOW') lim.atMost(v, `the ramp limit of ${cName(c)} (${fmt(v)} m3/s per step)`);
              break;
          }
        }
      },
      horizon() {
        if (!list.some((c) => !isLegacy(c))) return;
        const shared = {
          unitIndex: new Map(model.units.map((u, i) => [u.id, i])),
          scale: violationScale(model),
          factor: { ...DEFAULT_TIER_FACTOR, ...model.penalties?.tierFactor },
          unitMins,
          unitRamps,
        };
        list.forEach((c, ci) => {
          if (isLegacy(c)) return;
          const kind = Object.hasOwn(KINDS, c.kind) ? KINDS[c.kind] : undefined;
          if (!kind) throw new Error(`Constraint ${c.id} has an unknown kind ${String(c.kind)}`);
          kind(kindContext(x, c, ci, shared));
        });
      },
      final() {
        strengthenUnitMins(x, unitMins);
        strengthenFlowRamps(x, unitRamps);
      },
    };
  },
};
