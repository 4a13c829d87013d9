import { optAt, at } from '../../series.js';
import type { ReserveBlockCols } from '../../lp/lp.js';
import { COL, ROW } from '../../lp/lpKinds.js';
import type { LpPart } from '../../lp/lpPart.js';
import { segSlope, type Terms } from '../../lp/terms.js';
import type { GridReserve } from '../../types.js';
import { readReserves } from './readReserves.js';
import { activationShares, reserveBlocks, reserveErrors } from './reserveBlocks.js';
import { shortfallPenalty } from './shortfallPenalty.js';

const isUp = (g: GridReserve) => g.direction !== 'negative';
const isDown = (g: GridReserve) => g.direction !== 'positive';
/** Net expected activation per MW held (up minus down): the MW the unit generates beyond what it sells. */
const netActivation = (g: GridReserve) => {
  const s = activationShares(g);
  return g.activationFactor * (s.up - s.down);
};

/** Power at flow q on the unit's concave curve (its running minimum's power), MW. */
function powerAtFlow(segs: readonly { dq: number; slope: number }[], q: number): number {
  let p = 0;
  for (const s of segs) {
    const d = Math.min(s.dq, Math.max(0, q));
    p += d * s.slope;
    q -= d;
  }
  return p;
}

/**
 * Grid reserves (issue 24, README "Grid reserves"): per reserve and block a held-capacity column
 * (constant over the block: one column, not one per step tied by equalities, so a block is one
 * decision for the solver and the LP stays small); per unit and step headroom and footroom rows on
 * the market schedule (generation minus the expected activation). Upward spinning reserves give the
 * unit on/off decisions (a stopped unit holds none); standing upward reserve may come from a stopped
 * unit (headroom without `on`), standing downward from stopping one (footroom to its hard minimum,
 * not its running minimum). Obligations: held + shortfall = obligation, the shortfall priced
 * (shortfallPenalty). Offers: capacity price on the held column; bid step as an integer count,
 * minimum bid as a binary. Activation: the segments are the unit's physical power, so its water is
 * in the balances; the held column's cost takes back the market price of the expected activation and
 * adds its compensation.
 */
export const reservesPart: LpPart = {
  name: 'grid reserves',
  build(x) {
    const { model, lp, T, hours } = x;
    const reserves = model.reserves ?? [];
    if (!reserves.length) return {};
    /** The minimum-bid binary offerRules added last (-1: none). */
    let minBidCol = -1;
    const errors = reserves.flatMap((g) => reserveErrors(g, T));
    if (errors.length) throw new Error(errors.join('; '));
    const unitOf = reserves.map((g) => {
      const ui = model.units.findIndex((u) => u.id === g.unit);
      if (ui < 0) throw new Error(`Grid reserve ${g.label ?? g.id} refers to unknown unit ${g.unit}`);
      const type = model.units[ui].type;
      if (type === 'PUMP' || type === 'GATE')
        throw new Error(
          `Grid reserve ${g.label ?? g.id}: unit ${g.unit} is a ${type.toLowerCase()}; reserves are held by turbines and pump turbines`,
        );
      return ui;
    });
    /** Most a unit can hold: its largest power, a pump turbine's largest pumping power if higher. */
    const unitMax = (ui: number) => {
      const u = model.units[ui];
      const pumpP = u.type === 'PUMP_TURBINE' && x.pumpK[ui] > 0 ? x.pumpK[ui] * (u.pumpQMax ?? 0) : 0;
      return Math.max(x.unitCapacity(ui).pCap, pumpP);
    };
    return {
      horizon() {
        const penalty = shortfallPenalty(model);
        const blocks: ReserveBlockCols[][] = [];
        // Per unit and step: the reserves active there and their held column.
        const active = new Map<number, [gi: number, col: number][][]>();
        reserves.forEach((g, gi) => {
          const ui = unitOf[gi];
          const list: ReserveBlockCols[] = [];
          blocks.push(list);
          const a = g.activationFactor,
            net = netActivation(g);
          for (const b of reserveBlocks(g, T, unitMax(ui))) {
            let cost = 0;
            for (let t = b.from; t < b.to; t++) {
              const capPrice = g.mode === 'additional' ? optAt(g.capacityPrice, t) : NaN;
              cost +=
                hours *
                ((Number.isNaN(capPrice) ? 0 : capPrice) + a * g.activationCompensation - at(model.price, t) * net);
            }
            const included = g.mode === 'included';
            let hi = included ? Math.min(b.obligation, b.cap) : b.cap;
            if (!included && g.minBid !== undefined && g.minBid > hi) hi = 0;
            const held = lp.addCol(COL.RESERVE, 0, hi, cost);
            let shortfall = -1;
            if (included) {
              shortfall = lp.addCol(COL.RESERVE_SHORT, 0, b.obligation, -penalty * hours * (b.to - b.from));
              const row = lp.addRow(ROW.RESERVE_RULE, b.obligation, b.obligation);
              lp.entry(row, held, 1);
              lp.entry(row, shortfall, 1);
            }
            minBidCol = -1;
            const ints = !included && hi > 0 ? offerRules(held, hi, g) : [];
            list.push({
              from: b.from,
              to: b.to,
              obligation: b.obligation,
              held,
              shortfall,
              ints,
              ...(minBidCol >= 0 ? { minBid: { col: minBidCol, mw: g.minBid! } } : {}),
            });
            let steps = active.get(ui);
            if (!steps) active.set(ui, (steps = Array.from({ length: T }, () => [])));
            for (let t = b.from; t < b.to; t++) steps[t].push([gi, held]);
          }
        });
        x.reserveIndex = { blocks, units: unitOf, shortfallPenalty: penalty };
        for (const [ui, steps] of active) unitRooms(ui, steps);
      },
    };

    /** Bid step: held = step x an integer; minimum bid: held = 0 or >= minBid (a binary, unless the step already ensures it). */
    function offerRules(held: number, hi: number, g: GridReserve): number[] {
      const step = g.bidStep,
        minBid = g.minBid ?? 0;
      let count = -1;
      if (step !== undefined) {
        count = lp.addCol(COL.RESERVE_INT, 0, Math.floor(hi / step + 1e-9), 0);
        x.cons.binaries.push(count);
        const row = lp.addRow(ROW.RESERVE_RULE, 0, 0);
        lp.entry(row, held, 1);
        lp.entry(row, count, -step);
      }
      if (minBid > 0 && (step === undefined || minBid > step)) {
        const z = lp.addCol(COL.RESERVE_INT, 0, 1, 0);
        x.cons.binaries.push(z);
        const cap = lp.addRow(ROW.RESERVE_RULE, -Infinity, 0);
        lp.entry(cap, held, 1);
        lp.entry(cap, z, -hi);
        const min = lp.addRow(ROW.RESERVE_RULE, 0, Infinity);
        lp.entry(min, held, 1);
        lp.entry(min, z, -minBid);
        minBidCol = z;
        return count >= 0 ? [count, z] : [z];
      }
      return count >= 0 ? [count] : [];
    }

    /**
     * The pumping mode of a pump turbine holding spinning reserve: its pumping decision where its
     * pumping minimum made one (generating + pumping on <= 1 added unless the on/off part wrote it);
     * else not generating (1 - on: pumped flow <= its largest x (1 - on)), so no second binary per
     * step. Without a pumping minimum a pump turbine runs as a pump at any flow >= 0, as a turbine
     * without a technical minimum runs at any flow while on.
     */
    function pumpingMode(ui: number, hadOn: boolean, pumpCap: number): Int32Array | 'notGenerating' {
      const had = x.cons.pumpOnCol[ui * T] >= 0;
      for (let t = 0; t < T; t++) {
        if (had && hadOn) break;
        const r = lp.addRow(ROW.COMMIT, -Infinity, had ? 1 : pumpCap);
        lp.entry(r, x.cons.onCol[ui * T + t], had ? 1 : pumpCap);
        lp.entry(r, had ? x.cons.pumpOnCol[ui * T + t] : x.pumpCol[ui * T + t], 1);
      }
      return had ? x.cons.pumpOnCol.subarray(ui * T, ui * T + T) : 'notGenerating';
    }

    /**
     * Headroom and footroom of one unit in every step where it holds a reserve, on its net power
     * (generation - pumping: a pump turbine holds upward reserve by pumping less, downward by pumping
     * more; spinning reserve while pumping keeps it between its pumping minimum and largest).
     */
    function unitRooms(ui: number, steps: [number, number][][]) {
      const u = model.units[ui];
      const { pCap, qTech } = x.unitCapacity(ui);
      const spins = (f: (g: GridReserve) => boolean) =>
        steps.some((s) => s.some(([gi]) => reserves[gi].type === 'spinning' && f(reserves[gi])));
      const k = x.pumpK[ui];
      const pumps = u.type === 'PUMP_TURBINE' && x.pumpCol[ui * T] >= 0;
      const pumpCap = pumps ? pumpFlowCap(ui) : 0;
      const pumpSpin = pumps && spins(() => true);
      const hadOn = x.cons.onCol[ui * T] >= 0;
      const on = spins(isUp) || pumpSpin ? x.onOff(ui) : hadOn ? x.cons.onCol.subarray(ui * T, ui * T + T) : null;
      const pumpOn = pumpSpin ? pumpingMode(ui, hadOn, pumpCap) : null;
      if (on && pumpOn) oneModePerBlock(ui, on, pumpOn);
      const runMin = Math.max(u.runMinPower ?? 0, powerAtFlow(x.segments[ui], qTech));
      const pumpMin = Math.max(u.pumpRunMinPower ?? 0, k * (u.pumpRunMinFlow ?? 0));
      for (let t = 0; t < T; t++) {
        const here = steps[t];
        if (!here.length) continue;
        const gen: Terms = [];
        const first = x.segFirst[ui * T + t];
        if (first >= 0) for (let s = 0; s < x.segments[ui].length; s++) gen.push([first + s, segSlope(x, ui, t, s)]);
        const pc = pumps ? x.pumpCol[ui * T + t] : -1;
        // Largest pumping power in this step (its column's bound: outages and limits lower it).
        const pumpMax = pc >= 0 ? k * Math.min(pumpCap, lp.colHi[pc]) : 0;
        if (pc >= 0) gen.push([pc, -k]);
        const avail = optAt(u.availability, t);
        const pAvail = Math.max(0, Math.min(pCap, Number.isNaN(avail) ? Infinity : avail));
        const pMin = avail < (u.pMin ?? 0) ? 0 : (u.pMin ?? 0);
        const has = (f: (g: GridReserve) => boolean) => here.some(([gi]) => f(reserves[gi]));
        const standUp = has((g) => g.type === 'standing' && isUp(g)),
          spinUp = has((g) => g.type === 'spinning' && isUp(g)),
          standDown = has((g) => g.type === 'standing' && isDown(g)),
          spinDown = has((g) => g.type === 'spinning' && isDown(g)),
          anyDown = standDown || spinDown;
        const row = (
          lo: number,
          hi: number,
          sign: 1 | -1,
          counts: (g: GridReserve) => boolean,
          onCoef = 0,
          pumpCoef = 0,
        ) => {
          // pumping mode 1 - on: its constant moves to the bounds
          const shift = pumpCoef && pumpOn === 'notGenerating' ? pumpCoef : 0;
          const r = lp.addRow(ROW.RESERVE_ROOM, lo - shift, hi - shift);
          for (const [col, v] of gen) lp.entry(r, col, v);
          // schedule = net power - net activation; then +/- the held capacity counted here
          for (const [gi, col] of here)
            lp.entry(r, col, (counts(reserves[gi]) ? sign : 0) - netActivation(reserves[gi]));
          const onAll = onCoef - shift;
          if (onAll && on) lp.entry(r, on[t], onAll);
          if (pumpCoef && pumpOn && pumpOn !== 'notGenerating') lp.entry(r, pumpOn[t], pumpCoef);
        };
        // Headroom: schedule + upward reserves <= available power (spinning: x on; pumping: - its minimum).
        const spinRoom = spinUp && on !== null;
        if (spinRoom) row(-Infinity, 0, 1, (g) => g.type === 'spinning' && isUp(g), -pAvail, pumpMin);
        if (standUp || !spinRoom) row(-Infinity, pAvail, 1, isUp);
        // Footroom: schedule - downward reserves >= hard minimum (spinning: running minimum x on;
        // pumping: - its largest pumping power). A pump turbine's schedule may go down to - its pumping.
        const spinFoot = spinDown && on !== null && (runMin > pMin || pumpOn !== null);
        if (spinFoot) row(pMin, Infinity, -1, (g) => g.type === 'spinning' && isDown(g), -(runMin - pMin), pumpMax);
        if (standDown || !spinFoot) row(pc >= 0 ? -pumpMax : anyDown ? pMin : 0, Infinity, -1, isDown);
        // Valid inequalities: spinning reserve r <= its largest x on. The rows above allow it
        // already (on = 0 leaves no room), but in the relaxation only as (generation + r) / available;
        // with these an obligation held in full needs on = 1 there too (the benchmark's gap: see README).
        if (on) {
          const pumpUp = pumpOn
            ? ([pumpOn === 'notGenerating' ? -1 : pumpOn[t], Math.max(0, pumpMax - pumpMin)] as const)
            : undefined;
          // while pumping, upward reserve comes from pumping less: at most the pumping power plus the
          // expected upward activation (the headroom row without generation and the other reserves)
          const pumping = pumpOn && pc >= 0 ? ([pc, k] as const) : undefined;
          tighten(here, (g) => g.type === 'spinning' && isUp(g), pAvail, on[t], pumpUp, pumping);
          tighten(here, (g) => g.type === 'spinning' && isDown(g), pAvail - pMin, on[t], pumpUp);
        }
        if (on && pumpOn && pc >= 0) modeRoom(ui, here, t, on[t], pumpOn, pc, runMin, pumpMin);
      }
    }

    /**
     * A pump turbine holds an offer (with a minimum-bid binary z) generating or pumping, in one mode
     * over the whole block: z = zg + zp, zg <= on and zp <= pumping mode in every step of the block
     * (zg, zp continuous in 0-1; z binary makes them so). A mode change passes through standstill,
     * where the unit delivers no reserve, so the offer's block keeps its mode: a product rule, not a
     * valid inequality. Without it the relaxation holds G1's aFRR offers from a mode that changes
     * within the block (on 0 to 0.84), which no plan can (benchmark: README "Grid reserves").
     */
    function oneModePerBlock(ui: number, on: Int32Array, pumpOn: Int32Array | 'notGenerating') {
      const idx = x.reserveIndex!;
      idx.blocks.forEach((list, gi) => {
        if (idx.units[gi] !== ui || reserves[gi].type !== 'spinning') return;
        for (const b of list) {
          if (!b.minBid) continue;
          const z = b.minBid.col;
          b.minBid.tied = true;
          const zg = lp.addCol(COL.RESERVE_INT, 0, 1, 0),
            zp = lp.addCol(COL.RESERVE_INT, 0, 1, 0);
          const split = lp.addRow(ROW.RESERVE_RULE, 0, 0);
          lp.entry(split, z, 1);
          lp.entry(split, zg, -1);
          lp.entry(split, zp, -1);
          for (let t = b.from; t < b.to; t++) {
            const g = lp.addRow(ROW.RESERVE_RULE, -Infinity, 0);
            lp.entry(g, zg, 1);
            lp.entry(g, on[t], -1);
            // pumping mode 1 - on: zp + on <= 1
            const pr = lp.addRow(ROW.RESERVE_RULE, -Infinity, pumpOn === 'notGenerating' ? 1 : 0);
            lp.entry(pr, zp, 1);
            lp.entry(pr, pumpOn === 'notGenerating' ? on[t] : pumpOn[t], pumpOn === 'notGenerating' ? 1 : -1);
          }
        }
      });
    }

    /**
     * Valid inequality for a pump turbine's symmetric spinning reserves: generating, they need power
     * above the running minimum (footroom); pumping, pumping power above the pumping minimum
     * (headroom: upward by pumping less). So sum(r) - expected activation <= generation - runMin x on
     * + pumping power - pumpMin x pumping mode, valid in each mode. Without it the relaxation holds
     * them with a fractional mode and neither generation nor pumping (the footroom row's pumping
     * room x (1 - on)), and the roundings put the unit in pumping mode where it cannot pump (benchmark).
     */
    function modeRoom(
      ui: number,
      here: [number, number][],
      t: number,
      on: number,
      pumpOn: Int32Array | 'notGenerating',
      pc: number,
      runMin: number,
      pumpMin: number,
    ) {
      const coef = new Map<number, number>();
      for (const [gi, col] of here) {
        const g = reserves[gi];
        const v = (g.type === 'spinning' && g.direction === 'symmetric' ? 1 : 0) - Math.abs(netActivation(g));
        if (v) coef.set(col, v);
      }
      if (![...coef.values()].some((v) => v > 0)) return;
      const notGen = pumpOn === 'notGenerating';
      // pumping mode 1 - on: - pumpMin x (1 - on) moves its constant to the bound
      const r = lp.addRow(ROW.VALID, -Infinity, notGen ? -pumpMin : 0);
      for (const [col, v] of coef) lp.entry(r, col, v);
      const first = x.segFirst[ui * T + t];
      if (first >= 0) for (let s = 0; s < x.segments[ui].length; s++) lp.entry(r, first + s, -segSlope(x, ui, t, s));
      lp.entry(r, pc, -x.pumpK[ui]);
      if (runMin - (notGen ? pumpMin : 0)) lp.entry(r, on, runMin - (notGen ? pumpMin : 0));
      if (!notGen && pumpMin) lp.entry(r, pumpOn[t], pumpMin);
    }

    /** Largest pumped flow of a pump turbine, m3/s (its pumpQMax, else pMax at its pumping power per flow). */
    function pumpFlowCap(ui: number): number {
      const u = model.units[ui];
      const cap = u.pumpQMax ?? (u.pMax !== undefined && x.pumpK[ui] > 0 ? u.pMax / x.pumpK[ui] : Infinity);
      if (!Number.isFinite(cap))
        throw new Error(`Unit ${u.id} needs a largest pumping flow (pumpQMax or pMax) to hold grid reserves`);
      return cap;
    }

    /**
     * Rows sum(r) <= room x on (+ pumping room x pumping on) over the spinning reserves `counts` picks,
     * and for each alone where its own largest is below the sum's.
     */
    function tighten(
      here: [number, number][],
      counts: (g: GridReserve) => boolean,
      room: number,
      on: number,
      pump?: readonly [col: number, room: number],
      pumping?: readonly [col: number, k: number],
    ) {
      const cols = here.filter(([gi]) => counts(reserves[gi])).map(([, col]) => col);
      let most = 0;
      for (const col of cols) most += lp.colHi[col];
      if (!(most > 0)) return;
      const add = (list: number[], cap: number) => {
        if (pumping) return addPumping(list, cap);
        const onRoom = Math.max(0, Math.min(cap, room)),
          pumpRoom = pump ? Math.max(0, Math.min(cap, pump[1])) : 0;
        // pumping mode 1 - on (pump[0] < 0): sum(r) <= onRoom x on + pumpRoom x (1 - on)
        const r = lp.addRow(ROW.VALID, -Infinity, pump && pump[0] < 0 ? pumpRoom : 0);
        for (const col of list) lp.entry(r, col, 1);
        lp.entry(r, on, -onRoom + (pump && pump[0] < 0 ? pumpRoom : 0));
        if (pump && pump[0] >= 0) lp.entry(r, pump[0], -pumpRoom);
      };
      // sum(r) - expected upward activation <= room x on + pumping power (valid in each mode: generating
      // pumps nothing, pumping generates nothing; a stopped unit holds only what activation covers)
      const addPumping = (list: number[], cap: number) => {
        const r = lp.addRow(ROW.VALID, -Infinity, 0);
        const coef = new Map<number, number>();
        for (const col of list) coef.set(col, 1);
        for (const [gi, col] of here) {
          const a = netActivation(reserves[gi]);
          if (a > 0) coef.set(col, (coef.get(col) ?? 0) - a);
        }
        for (const [col, v] of coef) if (v) lp.entry(r, col, v);
        lp.entry(r, on, -Math.max(0, Math.min(cap, room)));
        lp.entry(r, pumping![0], -pumping![1]);
      };
      add(cols, most);
      // Each alone too: an FCR obligation beside aFRR offers then needs on = 1 in the relaxation
      // wherever it is held in full, not on = its share of the sum (benchmark: 15.5 -> 3.3 s, README).
      if (cols.length > 1) for (const col of cols) if (lp.colHi[col] < Math.min(most, room)) add([col], lp.colHi[col]);
    }
  },
  read: readReserves,
};
