/**
 * Alpine storage plant: one large seasonal reservoir fed by a glaciated catchment, two Francis
 * turbines in a powerhouse far below, a spillway gate, and the tailwater (DOWNSTREAM).
 *
 * Dispatch is a water-value heuristic, as operators run such plants without an optimiser:
 *   guide(doy)  target filling over the year: drawn down in winter (12% by late April), filled
 *               by the melt (full by mid September, so wet summers spill)
 *   wv          = mean price of the last 30 days * min(1.5, exp(-10 (fill - guide))),
 *               0 when nearly full (98%): water above the guide curve is cheap; below it water
 *               is dear, but never so dear that the plant skips the day's peak prices (an
 *               operator sells into the peaks also while filling)
 *   price > wv        first turbine at its best-efficiency flow (0.8 q_max)
 *   price > 1.1 wv    both turbines at best efficiency
 *   price > 1.35 wv   both at full flow
 *   a running unit keeps running down to 90% of its start threshold, so units do not start and
 *   stop every other hour
 * then reservoirBalance makes it feasible (levels) and opens the spillway gate when full.
 */
import type { Point } from './curves.js';
import { interpolate } from './curves.js';
import { downstreamBody, gateUnit, onePlantSite, reservoirBody, turbineUnit, unitBase } from './components.js';
import type { GateSpec, PlantNames, ReservoirSpec } from './components.js';
import { TURBINE_SHAPES, turbineCurveHead } from './hydraulics.js';
import type { CatchmentParams } from './inflow.js';
import { simulateInflow, simulateWeather } from './inflow.js';
import { rngFor } from './prng.js';
import { createOutflows, settleReservoir } from './reservoirBalance.js';
import { SeriesRecorder } from './seriesRecorder.js';
import type { SimContext, SiteModel } from './siteModel.js';
import { contentLimits, siteGaps, TrailingMean } from './siteModel.js';
import type { ControlUnit, HydroBody, Site } from './topology.js';
import { UnitDeviation } from './unitDeviation.js';

export interface AlpineStorageParams extends PlantNames {
  priceRegionId: string;
  timezone: string;
  reservoir: ReservoirSpec;
  /** the head is the gross head from the reservoir's mid operating level to this level */
  tailwater: { name: string; lat: number; lon: number; level: number };
  /** each turbine: flows m3/s */
  turbines: Array<{ name: string; qMin: number; qMax: number }>;
  gate: GateSpec;
  catchment: CatchmentParams;
}

/** Highest water value, as a multiple of the 30-day mean price. */
const WV_CAP = 1.5;

/** Target filling (0..1) by day of year. */
const GUIDE: Point[] = [
  [0, 0.6],
  [60, 0.35],
  [115, 0.12],
  [180, 0.5],
  [230, 0.9],
  [255, 1],
  [290, 0.97],
  [320, 0.85],
  [366, 0.6],
];

export function alpineStorage(p: AlpineStorageParams): SiteModel {
  const reservoir = reservoirBody(`${p.key}.reservoir`, `${p.code}-RES`, p.key, p.reservoir);
  const tailwater = downstreamBody(`${p.key}.tailwater`, `${p.code}-TW`, p.key, p.tailwater);
  const turbines = p.turbines.map((t, k) =>
    turbineUnit(
      unitBase(p, `m${k + 1}`, `M${k + 1}`, t.name, reservoir, tailwater),
      turbineCurveHead(reservoir, tailwater, TURBINE_SHAPES.francis.etaMax),
      t.qMin,
      t.qMax,
      TURBINE_SHAPES.francis,
      'OPTIMAL',
    ),
  );
  const gate = gateUnit(unitBase(p, 'spillway', 'SG', p.gate.name, reservoir, tailwater), p.gate, 'CONTROLLED_SPILL');
  const site = onePlantSite(p, 'alpine_storage', [reservoir, tailwater], [...turbines, gate]);
  return { site, simulate: (ctx) => simulateAlpineStorage(site, p, reservoir, turbines, gate, ctx) };
}

function simulateAlpineStorage(
  site: Site,
  p: AlpineStorageParams,
  reservoir: HydroBody,
  turbines: ControlUnit[],
  gate: ControlUnit,
  ctx: SimContext,
) {
  const { cal, nowIndex } = ctx;
  const H = cal.hours;
  const inflow = simulateInflow(
    cal,
    simulateWeather(cal, rngFor(ctx.seed, 'weather', site.key)),
    p.catchment,
    nowIndex,
  ).driver;
  const rec = new SeriesRecorder(cal, nowIndex);
  rec.track(reservoir.id, 'inflow', 'forecast').set(inflow);
  const stored = rec.trackReservoir(reservoir);
  const units = turbines.map((t) => rec.trackUnit(t));
  const gated = rec.trackGate(gate);
  const deviations = turbines.map(
    (t, k) => new UnitDeviation(rngFor(ctx.seed, 'deviation', t.id, k), t.q_min, t.q_max),
  );

  const [cMin, cMax] = contentLimits(reservoir);
  const out = createOutflows(
    turbines.map((t) => t.q_min),
    turbines.map((t) => t.q_max),
    gate.q_max,
  );
  const price = ctx.decisionPrice;
  const mean30 = new TrailingMean(price, 30 * 24);
  let c = cMin + (cMax - cMin) * interpolate(GUIDE, H ? cal.dayOfYear[0] : 0);
  for (let i = 0; i < H; i++) {
    stored.hold(i, c);
    const fill = (c - cMin) / (cMax - cMin);
    const guide = interpolate(GUIDE, cal.dayOfYear[i]);
    const wv = fill >= 0.98 ? 0 : Math.max(1, mean30.at(i)) * Math.min(WV_CAP, Math.exp(-10 * (fill - guide)));
    // the schedule: wanted flows, then made feasible
    const ratio = price[i] / wv;
    for (let k = 0; k < turbines.length; k++) {
      const t = turbines[k];
      // hysteresis: a running unit stays on down to 90% of its start threshold (fewer starts)
      const threshold = (k === 0 ? 1 : 1.1) * (i > 0 && units[k].planned[i - 1] > 0 ? 0.9 : 1);
      out.q[k] = !(price[i] > 0 && ratio > threshold) ? 0 : ratio > 1.35 ? t.q_max : 0.8 * t.q_max;
    }
    out.gate = 0;
    let next = settleReservoir(c, inflow[i], out, cMin, cMax);
    units.forEach((u, k) => u.schedule(i, out.q[k]));
    if (i < nowIndex) {
      // what really happened: the units deviate from the schedule, the balance is settled again
      for (let k = 0; k < turbines.length; k++) out.q[k] = deviations[k].actual(out.q[k]);
      out.gate = 0;
      next = settleReservoir(c, inflow[i], out, cMin, cMax);
    }
    units.forEach((u, k) => u.ran(i, out.q[k]));
    gated(i, out.gate);
    stored.spill[i] = out.spill;
    c = next;
  }
  return rec.build(siteGaps(site, ctx));
}
