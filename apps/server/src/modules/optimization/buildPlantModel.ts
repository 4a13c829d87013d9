import { energyEquivalents, type OptimizerModel, type Reservoir, type Unit } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { longTermFutureValue } from '../longTerm/index.js';
import { holdGaps } from './holdGaps.js';
import { modelConstraints, type UsedConstraint } from '../constraints/index.js';
import { modelOutages, type UsedOutage } from '../maintenance/index.js';
import { modelReserves, type UsedReserve } from '../gridReserves/index.js';
import { applyPlanOverrides, type AppliedOverride } from './planOverrides.js';
import { applyOperatingModes } from './operatingModes.js';
import { appendAll, cannotProcess, incompletePlantDetail, maxOf, minOf, notFoundError } from '@penstock/domain';
import { analyticsParameters, missingDataOf, modelHeadData, strategyAdjustment } from '../plantAdmin/index.js';
import { physicalPlant, plantTopology } from '../plants/index.js';
import { latestActualContents, loadSeriesWindow } from '../series/index.js';

const HOUR = 3_600_000;

/** The static data's minima (spec 2 section 3) that are above 0, as the optimiser's running minima. */
function runMinima(u: {
  p_min: number | null;
  q_min: number | null;
  pump_p_min: number | null;
  pump_q_min: number | null;
  type: string;
}): Partial<Unit> {
  const pos = (v: number | null) => (v !== null && v > 0 ? v : undefined);
  const out: Partial<Unit> = { runMinFlow: pos(u.q_min) };
  if (u.type !== 'GATE') out.runMinPower = pos(u.p_min);
  if (u.type === 'PUMP' || u.type === 'PUMP_TURBINE')
    Object.assign(out, { pumpRunMinPower: pos(u.pump_p_min), pumpRunMinFlow: pos(u.pump_q_min) });
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

export interface PlantModelRequest {
  physicalPlantId: string;
  /** First hour of the horizon, epoch ms UTC; default: the hour of the plant's latest actual content. */
  start?: number;
  hours: number;
  /** The run's now (epoch ms): level targets from now on need advanced production planning. */
  now?: number;
}

export interface PlantModel {
  model: OptimizerModel;
  /** Lines for the run's log: where inputs came from and what was filled in. */
  notes: string[];
  /** Operators' plan overrides fixed in the model (see applyPlanOverrides), and the number of fixed step values. */
  overrides: { applied: AppliedOverride[]; fixedValues: number };
  /** The plant's constraints the model holds (see modelConstraints). */
  constraints: UsedConstraint[];
  /** The active outages of the horizon the model holds as unit availability (see modelOutages). */
  outages: UsedOutage[];
  /** The active grid reserves of the horizon the model holds (see modelReserves). */
  reserves: UsedReserve[];
  /** The long-term run whose cuts value the water left at the end (stage start epoch ms); null: none did. */
  longTermRun: { id: string; version: number; stage_start: number } | null;
}

/**
 * Maps a physical plant's topology and stored series into the optimiser's model:
 * - reservoirs: every hydro body that is not DOWNSTREAM (downstream bodies leave the system);
 *   start content from the latest actual at or before the start; level limits soft;
 * - inflow: natural inflow (actual where measured, else forecast) plus the upstream plants' release
 *   (actual, else the stored plan);
 * - price: the day-ahead auction where published, else the forecast;
 * - units: flow-to-power points (pumping points, negative flow, give the pump's MW per m3/s), q/p max;
 *   with head data, efficiency curves on head plants instead (modelHeadData: the optimiser follows the head);
 *   p_min, q_min, pump_p_min and pump_q_min above 0 are running minima (the unit runs at least there
 *   or stands still: on/off decisions, see runMinima);
 * - end of horizon: the newest long-term run's future value function (its cuts) at the horizon's end,
 *   else water valued at the horizon's mean price through its energy equivalent, so a short horizon
 *   neither empties a seasonal reservoir nor hoards water;
 * - fixed values: the live plan overrides of each unit's power and discharge (applyPlanOverrides);
 * - operating modes: PASSIVE, MANUAL and UNCONTROLLED units are not dispatched (applyOperatingModes);
 * - optimization modes: OPTIMAL and NONE the optimiser decides; FOLLOWING_UPSTREAM holds the unit's
 *   upstream reservoir, FOLLOWING_DOWNSTREAM its downstream reservoir at its start content (Unit.optimizationMode);
 * - constraints: every non-draft constraint of the plant that applies in the horizon (modelConstraints);
 * - outages: every active maintenance outage of the horizon as its unit's available power per step (modelOutages);
 * - grid reserves: every active reserve of the horizon as the model's reserves (modelReserves).
 */
export async function buildPlantModel(db: Executor, req: PlantModelRequest): Promise<PlantModel> {
  const notes: string[] = [];
  const plant = await physicalPlant(req.physicalPlantId, db);
  if (!plant) throw notFoundError('Plant not found');
  const missing = await missingDataOf(plant.id, db);
  if (missing.length) throw cannotProcess(incompletePlantDetail(plant.name, missing));
  if (!plant.price_region_id)
    throw cannotProcess(`Plant ${plant.name} has no price region, so it has no prices to optimise against`);
  const topology = await plantTopology(plant.id, db);
  const reservoirs = topology.bodies.filter((b) => b.type !== 'DOWNSTREAM');
  if (!reservoirs.length) throw cannotProcess(`Plant ${plant.name} has no reservoir`);
  const { units, levelContent: ltc, flowPower: ftp, gateMaxThroughput: gateMax } = topology;

  const contentOf = await latestActualContents(
    reservoirs.map((r) => r.id),
    req.start ?? null,
    db,
  );
  for (const r of reservoirs) {
    if (!contentOf.has(r.id))
      throw cannotProcess(
        `Reservoir ${r.name} has no measured content${req.start ? ' before the start' : ''}, so the plan has no starting point`,
      );
  }
  const start = req.start ?? minOf([...contentOf.values()].map((r) => Math.floor(r.ts.getTime() / HOUR) * HOUR));
  const steps = req.hours;
  for (const r of reservoirs) {
    const c = contentOf.get(r.id)!;
    if (c.ts.getTime() < start)
      notes.push(
        `${r.name}: start content ${Math.round(c.value)} m3 measured at ${c.ts.toISOString()}, before the start`,
      );
  }

  // the plant's chosen forecast source where it has one (General tab), else any forecast of the region
  const priceOwner = {
    price_region_id: plant.price_region_id,
    ...(plant.price_forecast_source_id ? { price_forecast_source_id: plant.price_forecast_source_id } : {}),
  };
  const price = holdGaps(
    await loadSeriesWindow(db, priceOwner, 'day_ahead_price', ['actual', 'forecast'], start, steps),
  );
  if (plant.price_forecast_source_id)
    notes.push(
      `price: the auction result where published, else the forecast of the plant's source ${plant.price_forecast_source_id}`,
    );
  if (price.values.length && price.filled === steps)
    throw cannotProcess('No day-ahead prices or price forecasts cover the horizon');
  if (price.filled)
    notes.push(`price: ${price.filled} of ${steps} hours without auction or forecast; the last known price is held`);

  const modelReservoirs: Reservoir[] = [];
  for (const r of reservoirs) {
    const natural = holdGaps(
      await loadSeriesWindow(db, { hydro_body_id: r.id }, 'inflow', ['actual', 'forecast'], start, steps),
    );
    const upstream = await loadSeriesWindow(
      db,
      { hydro_body_id: r.id },
      'upstream_inflow',
      ['actual', 'plan'],
      start,
      steps,
    );
    const hasUpstream = upstream.some((v) => v !== null);
    const up = hasUpstream ? holdGaps(upstream).values : null;
    if (natural.filled)
      notes.push(`${r.name}: ${natural.filled} of ${steps} hours without inflow data; the last known inflow is held`);
    if (hasUpstream)
      notes.push(`${r.name}: upstream plants' release taken from their measured and stored planned release`);
    const points = ltc.filter((p) => p.hydro_body_id === r.id).map((p) => ({ level: p.level, content: p.content }));
    modelReservoirs.push({
      id: r.id,
      name: r.name,
      initialContent: contentOf.get(r.id)!.value,
      inflow: natural.values.map((v, i) => v + (up ? up[i] : 0)),
      levelContent: points.length >= 2 ? points : undefined,
      ...(points.length >= 2 && r.min_level !== null ? { minLevel: r.min_level } : {}),
      ...(points.length >= 2 && r.max_level !== null ? { maxLevel: r.max_level } : {}),
      // content limits hold beside the level limits (soft, as they are)
      ...(r.min_content !== null ? { minContent: r.min_content } : {}),
      ...(r.max_content !== null ? { maxContent: r.max_content } : {}),
      ...(r.spill_target_id && reservoirs.some((o) => o.id === r.spill_target_id)
        ? { spillTo: r.spill_target_id }
        : {}),
    });
  }
  const reservoirIds = new Set(reservoirs.map((r) => r.id));
  const inModel = (id: string | null) => (id && reservoirIds.has(id) ? id : null);

  const modelUnits: Unit[] = units.map((u) => {
    const pts = ftp.filter((p) => p.control_unit_id === u.id);
    const gen = pts.filter((p) => p.flow >= 0).map((p) => ({ q: p.flow, p: p.power }));
    const pump = pts.filter((p) => p.flow < 0);
    const delaySteps = Math.round(u.travel_delay_minutes / 60);
    const base: Unit = {
      id: u.id,
      name: u.name,
      type: u.type,
      upstream: inModel(u.upstream_id),
      downstream: inModel(u.downstream_id),
      ...(delaySteps > 0 && inModel(u.downstream_id) ? { delaySteps } : {}),
      ...(u.optimization_mode !== 'NONE' ? { optimizationMode: u.optimization_mode } : {}),
    };
    if (u.type === 'GATE') {
      // without q_max, the gate's largest throughput in its opening-to-throughput table
      const qMax = u.q_max ?? gateMax.get(u.id) ?? null;
      return { ...base, ...(qMax !== null ? { qMax, ...runMinima(u) } : {}) };
    }
    const unit: Unit = {
      ...base,
      ...runMinima(u),
      ...(gen.length ? { curve: gen } : {}),
      ...(u.q_max !== null ? { qMax: u.q_max } : {}),
      ...(u.p_max !== null ? { pMax: u.p_max } : {}),
    };
    if (u.type === 'PUMP' || u.type === 'PUMP_TURBINE') {
      const perFlow = pump.length
        ? maxOf(pump.map((p) => Math.abs(p.power / p.flow)))
        : (u.pump_p_max ?? 0) / (u.pump_q_max || 1);
      const qMax = u.pump_q_max ?? (pump.length ? maxOf(pump.map((p) => -p.flow)) : 0);
      return { ...unit, pumpPowerPerFlow: perFlow, pumpQMax: qMax };
    }
    return unit;
  });

  for (const u of modelUnits) {
    const mins = [u.runMinPower && `${u.runMinPower} MW`, u.runMinFlow && `${u.runMinFlow} m3/s`]
      .filter(Boolean)
      .join(' and ');
    const pumpMins = [u.pumpRunMinPower && `${u.pumpRunMinPower} MW`, u.pumpRunMinFlow && `${u.pumpRunMinFlow} m3/s`]
      .filter(Boolean)
      .join(' and ');
    if (mins) notes.push(`${u.name}: runs at least ${mins} or stands still (on/off decisions)`);
    if (pumpMins) notes.push(`${u.name}: pumps at least ${pumpMins} or stands still (on/off decisions)`);
    const follows =
      u.optimizationMode === 'FOLLOWING_UPSTREAM'
        ? u.upstream
        : u.optimizationMode === 'FOLLOWING_DOWNSTREAM'
          ? u.downstream
          : undefined;
    const bodyName = (id: string | null | undefined) => reservoirs.find((r) => r.id === id)?.name;
    if (follows)
      notes.push(
        `${u.name}: ${u.optimizationMode}, ${bodyName(follows)} held at its start content (${u.optimizationMode === 'FOLLOWING_UPSTREAM' ? 'the unit passes its inflow, spill takes the excess' : 'the unit refills what leaves it'})`,
      );
    else if (follows === null)
      notes.push(
        `${u.name}: ${u.optimizationMode}, but its ${u.optimizationMode === 'FOLLOWING_UPSTREAM' ? 'upstream' : 'downstream'} body is not a reservoir of the plant: optimised`,
      );
  }
  const model: OptimizerModel = {
    start,
    stepSeconds: 3600,
    steps,
    price: price.values,
    reservoirs: modelReservoirs,
    units: modelUnits,
    timeZone: plant.market_timezone,
  };
  // head data (issue 23): units with efficiency curves follow the net head, the rest keep their curve
  appendAll(notes, await modelHeadData(db, plant.id, model));
  const meanPrice = price.values.reduce((a, b) => a + b, 0) / Math.max(1, steps);
  const [analytics, strategy] = await Promise.all([
    analyticsParameters(plant.id, db),
    strategyAdjustment(plant.id, db),
  ]);
  // strategy adjustment: the factor on the value of water left at the end (100 % neutral)
  const factor = strategy.water_value_factor_percent / 100;
  const fixedValue =
    analytics.terminal_water_value_method === 'FIXED' && analytics.terminal_water_value_eur_mwh !== null;
  const endPrice = fixedValue ? analytics.terminal_water_value_eur_mwh! : Math.max(0, meanPrice);
  const equivalents = energyEquivalents(model);
  model.reservoirs.forEach((r, i) => Object.assign(r, { terminalWaterValue: endPrice * factor * equivalents[i] }));
  const scaled = factor !== 1 ? ` x ${(factor * 100).toFixed(0)} % (strategy adjustment)` : '';
  const future =
    analytics.terminal_water_value_method === 'LONG_TERM'
      ? await longTermFutureValue(db, plant.id, start + steps * HOUR)
      : undefined;
  if (future) {
    // the long-term run's cuts value the contents left; water still in transit keeps the mean-price value
    model.futureValue = {
      cuts:
        factor === 1
          ? future.cuts
          : future.cuts.map((c) => ({
              intercept: c.intercept * factor,
              slopes: Object.fromEntries(Object.entries(c.slopes).map(([k, v]) => [k, v * factor])),
            })),
    };
    notes.push(
      `end of horizon: water valued by long-term run ${future.version} (${future.cuts.length} cuts of the week from ${new Date(future.stageStart).toISOString()})${scaled}; water in transit at the mean price ${meanPrice.toFixed(2)} EUR/MWh`,
    );
  } else if (fixedValue)
    notes.push(
      `end of horizon: water valued at the fixed ${endPrice.toFixed(2)} EUR/MWh${scaled} through each reservoir's energy equivalent (analytics parameters)`,
    );
  else
    notes.push(
      `end of horizon: water valued at the mean price ${meanPrice.toFixed(2)} EUR/MWh${scaled} through each reservoir's energy equivalent`,
    );
  const fixed = await applyPlanOverrides(db, model);
  appendAll(notes, fixed.notes);
  appendAll(notes, applyOperatingModes(model, new Map(units.map((u) => [u.id, u.control_status]))));
  const cons = await modelConstraints(db, plant, model, req.now ?? Date.now());
  if (cons.constraints.length) model.constraints = cons.constraints;
  notes.push(
    cons.used.length
      ? `constraints: ${cons.used.length} apply in the horizon`
      : 'constraints: none apply in the horizon',
  );
  appendAll(notes, cons.notes);
  const outages = await modelOutages(db, plant.id, model);
  appendAll(notes, outages.notes);
  const reserves = await modelReserves(db, plant.id, model);
  appendAll(notes, reserves.notes);
  return {
    model,
    notes,
    overrides: { applied: fixed.applied, fixedValues: fixed.fixedValues },
    constraints: cons.used,
    outages: outages.used,
    reserves: reserves.used,
    // which long-term run's cuts valued the water left (null: the mean price or a fixed value did)
    longTermRun: future ? { id: future.runId, version: future.version, stage_start: future.stageStart } : null,
  };
}
