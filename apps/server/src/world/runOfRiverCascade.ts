/**
 * Run-of-river cascade: stages along one river, each a physical plant with a small head pond, a
 * Kaplan turbine, a weir gate and a tailwater that flows into the next stage's head pond after a
 * travel delay (flows_into.delay_hours). Water arriving at a pond in hour t is what left the
 * stage above in hour t - delay (before the range: its first hour's outflow).
 *
 * Dispatch is level control with a little pondage shaping, as allowed on such rivers:
 *   target = mid content - 0.45 * (usable content) * tanh((price - day mean) / (0.3 max(10, |day mean|)))
 *            (draw the pond down when power is dear, refill when cheap)
 *   wanted turbine flow = available flow + (content - target) / (2 h)
 * then reservoirBalance keeps the pond within its levels: flow above the turbine's capacity, or
 * while it is tripped, passes the weir gate, and what the gate cannot take goes over as spill.
 */
import { downstreamBody, gateUnit, livePlant, reservoirBody, turbineUnit, unitBase } from './components.js';
import type { PlantNames, ReservoirSpec } from './components.js';
import { TURBINE_SHAPES, turbineCurveHead } from './hydraulics.js';
import type { CatchmentParams } from './inflow.js';
import { simulateInflow, simulateWeather } from './inflow.js';
import { rngFor } from './prng.js';
import { createOutflows, settleReservoir, snapToUnitRange } from './reservoirBalance.js';
import { SeriesRecorder } from './seriesRecorder.js';
import type { SimContext, SiteModel } from './siteModel.js';
import { centredMeans, contentLimits, siteGaps } from './siteModel.js';
import type { ControlUnit, HydroBody, PhysicalPlant, Site } from './topology.js';
import { UnitDeviation } from './unitDeviation.js';

export interface CascadeStageParams extends PlantNames {
  pond: ReservoirSpec;
  /** the head is the gross head from the pond's mid operating level to this level */
  tailwater: { name: string; lat: number; lon: number; level: number };
  turbine: { name: string; qMin: number; qMax: number };
  gate: { name: string; qMax: number; openingMaxCm: number };
  /** local catchment between the stage above and this one (the whole river above for the first) */
  catchment: CatchmentParams;
  /** hours from this stage's tailwater to the next stage's pond (ignored for the last) */
  delayHours: number;
}

export interface CascadeParams {
  key: string;
  priceRegionId: string;
  timezone: string;
  stages: CascadeStageParams[];
}

interface Stage {
  p: CascadeStageParams;
  pond: HydroBody;
  turbine: ControlUnit;
  gate: ControlUnit;
}

export function runOfRiverCascade(p: CascadeParams): SiteModel {
  const plants: PhysicalPlant[] = [];
  const bodies: HydroBody[] = [];
  const units: ControlUnit[] = [];
  const stages: Stage[] = [];
  p.stages.forEach((s, k) => {
    const next = p.stages[k + 1];
    const pond = reservoirBody(`${s.key}.pond`, `${s.code}-HP`, s.key, s.pond);
    const tail = downstreamBody(
      `${s.key}.tailwater`,
      `${s.code}-TW`,
      s.key,
      s.tailwater,
      next ? { body_id: `${next.key}.pond`, delay_hours: s.delayHours } : null,
    );
    const turbine = turbineUnit(
      unitBase(s, 't1', 'T1', s.turbine.name, pond, tail),
      turbineCurveHead(pond, tail, TURBINE_SHAPES.kaplan.etaMax),
      s.turbine.qMin,
      s.turbine.qMax,
      TURBINE_SHAPES.kaplan,
      k === 0 ? 'NONE' : 'FOLLOWING_UPSTREAM',
    );
    const gate = gateUnit(unitBase(s, 'weir', 'WG', s.gate.name, pond, tail), s.gate, 'LEVEL_CONTROLLED_SPILL');
    plants.push(livePlant(s, p, p.key));
    bodies.push(pond, tail);
    units.push(turbine, gate);
    stages.push({ p: s, pond, turbine, gate });
  });
  const site: Site = {
    key: p.key,
    template: 'run_of_river_cascade',
    plants,
    hydro_bodies: bodies,
    control_units: units,
  };
  return { site, simulate: (ctx) => simulateCascade(site, stages, ctx) };
}

function simulateCascade(site: Site, stages: Stage[], ctx: SimContext) {
  const { cal, nowIndex } = ctx;
  const H = cal.hours;
  const weather = simulateWeather(cal, rngFor(ctx.seed, 'weather', site.key));
  const rec = new SeriesRecorder(cal, nowIndex);
  const ref = centredMeans(ctx.decisionPrice, 12);
  const price = ctx.decisionPrice;
  // outflow of the stage above (turbine + gate + spill), m3/s per hour, and its delay
  let above: Float64Array | null = null;
  let delay = 0;
  for (const { p, pond, turbine, gate } of stages) {
    const inflow = simulateInflow(cal, weather, p.catchment, nowIndex).driver;
    rec.track(pond.id, 'inflow', 'forecast').set(inflow);
    const arriving = above ? rec.track(pond.id, 'upstream_inflow') : new Float64Array(H);
    if (above) for (let i = 0; i < H; i++) arriving[i] = above[Math.max(0, i - delay)];
    const stored = rec.trackReservoir(pond);
    const unit = rec.trackUnit(turbine);
    const gated = rec.trackGate(gate);
    const deviation = new UnitDeviation(rngFor(ctx.seed, 'deviation', turbine.id), turbine.q_min, turbine.q_max);
    const outflow = new Float64Array(H);
    const [cMin, cMax] = contentLimits(pond);
    const mid = (cMin + cMax) / 2;
    const out = createOutflows([turbine.q_min], [turbine.q_max], gate.q_max);
    let c = mid;
    for (let i = 0; i < H; i++) {
      stored.hold(i, c);
      const available = inflow[i] + arriving[i];
      const tilt = Math.tanh((price[i] - ref[i]) / (0.3 * Math.max(10, Math.abs(ref[i]))));
      const target = mid - 0.45 * (cMax - cMin) * tilt;
      out.q[0] = snapToUnitRange(available + (c - target) / 7200, turbine.q_min, turbine.q_max);
      out.gate = 0;
      let next = settleReservoir(c, available, out, cMin, cMax);
      unit.schedule(i, out.q[0]);
      if (i < nowIndex) {
        out.q[0] = deviation.actual(out.q[0]);
        out.gate = 0;
        next = settleReservoir(c, available, out, cMin, cMax);
      }
      unit.ran(i, out.q[0]);
      gated(i, out.gate);
      stored.spill[i] = out.spill;
      outflow[i] = out.q[0] + out.gate + out.spill;
      c = next;
    }
    above = outflow;
    delay = p.delayHours;
  }
  return rec.build(siteGaps(site, ctx));
}
