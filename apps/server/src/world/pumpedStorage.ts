/**
 * Pumped-storage pair: an upper and a lower reservoir joined by one reversible pump turbine; the
 * lower reservoir also has a river outlet gate to the valley (DOWNSTREAM). Small natural inflows
 * reach both reservoirs; overflow of the upper one leaves the modelled system.
 *
 * Dispatch arbitrages prices against a reference that mixes the day's and the week's mean price
 * (centred windows: the planner sees the day-ahead prices and forecasts):
 *   adj   = 30 EUR * (upper fill - 0.5)                        pulls the upper fill back to half
 *   pump     when price < ref - 0.15 |ref| - 3 - adj  (full pump flow below zero price or 10 EUR deeper)
 *   generate when price > ref + 0.12 |ref| + 3 - adj  (full flow 10 EUR above, else 0.8 q_max)
 * The mode of the last hour is kept while the price is within 5 EUR of its threshold.
 * The round trip loses about 22% (turbine ~0.9, pump ~0.87), hence the spread.
 * The outlet gate passes the lower reservoir's inflow and steers it to mid content (12 h time
 * constant), so there is room both to pump from and to generate into.
 */
import { downstreamBody, gateUnit, onePlantSite, reservoirBody, unitBase } from './components.js';
import type { GateSpec, PlantNames, ReservoirSpec } from './components.js';
import { pumpCurveHead, pumpPoints, turbineCurveHead, turbinePoints, TURBINE_SHAPES } from './hydraulics.js';
import type { CatchmentParams } from './inflow.js';
import { simulateInflow, simulateWeather } from './inflow.js';
import { rngFor } from './prng.js';
import { SeriesRecorder } from './seriesRecorder.js';
import type { SimContext, SiteModel } from './siteModel.js';
import { centredMeans, contentLimits, siteGaps } from './siteModel.js';
import type { ControlUnit, HydroBody, Site } from './topology.js';
import { UnitDeviation } from './unitDeviation.js';

export interface PumpedStorageParams extends PlantNames {
  priceRegionId: string;
  timezone: string;
  upper: ReservoirSpec;
  lower: ReservoirSpec;
  river: { name: string; lat: number; lon: number; level: number };
  unit: { name: string; qMin: number; qMax: number; pumpQMin: number; pumpQMax: number };
  gate: GateSpec;
  upperCatchment: CatchmentParams;
  lowerCatchment: CatchmentParams;
}

export function pumpedStorage(p: PumpedStorageParams): SiteModel {
  const upper = reservoirBody(`${p.key}.upper`, `${p.code}-UR`, p.key, p.upper);
  const lower = reservoirBody(`${p.key}.lower`, `${p.code}-LR`, p.key, p.lower);
  const river = downstreamBody(`${p.key}.river`, `${p.code}-RV`, p.key, p.river);
  // a reversible Francis runner between the two reservoirs: curves at heads that stay plausible at every level
  const gen = turbinePoints(
    turbineCurveHead(upper, lower, TURBINE_SHAPES.francis.etaMax),
    p.unit.qMin,
    p.unit.qMax,
    TURBINE_SHAPES.francis,
  );
  const pump = pumpPoints(pumpCurveHead(upper, lower), p.unit.pumpQMin, p.unit.pumpQMax);
  const unit: ControlUnit = {
    ...unitBase(p, 'pt1', 'PT1', p.unit.name, upper, lower),
    type: 'PUMP_TURBINE',
    control_status: 'HDG_CONTROLLED',
    optimization_mode: 'OPTIMAL',
    p_min: gen[0][1],
    p_max: gen[gen.length - 1][1],
    q_min: p.unit.qMin,
    q_max: p.unit.qMax,
    pump_p_min: -pump[pump.length - 1][1],
    pump_p_max: -pump[0][1],
    pump_q_min: p.unit.pumpQMin,
    pump_q_max: p.unit.pumpQMax,
    gate_opening_cm_extrema: null,
    flow_to_power: [...pump, ...gen],
    opening_to_throughput: [],
  };
  const gate = gateUnit(unitBase(p, 'outlet', 'OG', p.gate.name, lower, river), p.gate, 'HDG_CONTROLLED');
  const site = onePlantSite(p, 'pumped_storage', [upper, lower, river], [unit, gate]);
  return { site, simulate: (ctx) => simulatePumpedStorage(site, p, upper, lower, unit, gate, ctx) };
}

function simulatePumpedStorage(
  site: Site,
  p: PumpedStorageParams,
  upper: HydroBody,
  lower: HydroBody,
  unit: ControlUnit,
  gate: ControlUnit,
  ctx: SimContext,
) {
  const { cal, nowIndex } = ctx;
  const H = cal.hours;
  const weather = simulateWeather(cal, rngFor(ctx.seed, 'weather', site.key));
  const inU = simulateInflow(cal, weather, p.upperCatchment, nowIndex).driver;
  const inL = simulateInflow(cal, weather, p.lowerCatchment, nowIndex).driver;
  const rec = new SeriesRecorder(cal, nowIndex);
  rec.track(upper.id, 'inflow', 'forecast').set(inU);
  rec.track(lower.id, 'inflow', 'forecast').set(inL);
  const storedU = rec.trackReservoir(upper);
  const storedL = rec.trackReservoir(lower);
  const pt = rec.trackUnit(unit);
  const gated = rec.trackGate(gate);
  const deviation = new UnitDeviation(rngFor(ctx.seed, 'deviation', unit.id), 0, Infinity);

  const [uMin, uMax] = contentLimits(upper);
  const [lMin, lMax] = contentLimits(lower);
  const lTarget = (lMin + lMax) / 2;
  const price = ctx.decisionPrice;
  const day = centredMeans(price, 12);
  const week = centredMeans(price, 84);
  const qMin = unit.q_min;
  const qMax = unit.q_max;
  const pqMin = unit.pump_q_min ?? 0;
  const pqMax = unit.pump_q_max ?? 0;

  // one hour: clamp the wanted unit flow (signed) and gate to both reservoirs, settle overflow
  const r = { q: 0, gate: 0, spillU: 0, spillL: 0, nextU: 0, nextL: 0 };
  const settle = (cU: number, cL: number, i: number, wantQ: number, wantGate: number) => {
    let g = Math.min(p.gate.qMax, Math.max(0, wantGate), Math.max(0, (cL - lMin) / 3600 + inL[i]));
    let qq = wantQ;
    if (qq > 0) {
      qq = Math.min(qq, qMax, (cU - uMin) / 3600 + inU[i]);
      if (qq < qMin) qq = 0;
    } else if (qq < 0) {
      const lim = Math.min(-qq, pqMax, (uMax - cU) / 3600 - inU[i], (cL - lMin) / 3600 + inL[i] - g);
      qq = lim < pqMin ? 0 : -lim;
    }
    let sU = 0;
    let nextU = cU + (inU[i] - qq) * 3600;
    if (nextU > uMax) {
      sU = (nextU - uMax) / 3600;
      nextU = cU + (inU[i] - qq - sU) * 3600;
    }
    let sL = 0;
    let nextL = cL + (inL[i] + qq - g) * 3600;
    if (nextL > lMax) {
      let excess = (nextL - lMax) / 3600;
      const add = Math.min(p.gate.qMax - g, excess);
      g += add;
      excess -= add;
      sL = Math.max(0, excess);
      nextL = cL + (inL[i] + qq - g - sL) * 3600;
    }
    r.q = qq;
    r.gate = g;
    r.spillU = sU;
    r.spillL = sL;
    r.nextU = nextU;
    r.nextL = nextL;
  };

  let cU = uMin + 0.5 * (uMax - uMin);
  let cL = lTarget;
  for (let i = 0; i < H; i++) {
    storedU.hold(i, cU);
    storedL.hold(i, cL);
    const fill = (cU - uMin) / (uMax - uMin);
    const ref = 0.5 * day[i] + 0.5 * week[i];
    const adj = 30 * (fill - 0.5);
    // hysteresis: the mode of the last hour is kept 5 EUR longer (fewer mode changes)
    const last = i > 0 ? pt.planned[i - 1] : 0;
    const pumpBelow = ref - 0.15 * Math.abs(ref) - 3 - adj + (last < 0 ? 5 : 0);
    const genAbove = ref + 0.12 * Math.abs(ref) + 3 - adj - (last > 0 ? 5 : 0);
    let want = 0;
    if (price[i] < pumpBelow) want = price[i] < 0 || price[i] < pumpBelow - 10 ? -pqMax : -(pqMin + pqMax) / 2;
    else if (price[i] > genAbove) want = price[i] > genAbove + 10 ? qMax : 0.8 * qMax;
    const wantGate = inL[i] + (cL - lTarget) / (3600 * 12);
    settle(cU, cL, i, want, wantGate);
    pt.schedule(i, r.q);
    if (i < nowIndex) {
      // trips and load-following error in history, in either direction of flow
      const actual = Math.sign(r.q) * deviation.actual(Math.abs(r.q));
      settle(cU, cL, i, actual, wantGate);
    }
    pt.ran(i, r.q);
    gated(i, r.gate);
    storedU.spill[i] = r.spillU;
    storedL.spill[i] = r.spillL;
    cU = r.nextU;
    cL = r.nextL;
  }
  return rec.build(siteGaps(site, ctx));
}
