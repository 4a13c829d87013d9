import { cannotProcess, validateBidCurves, type BidCurveSet } from '@penstock/domain';
import { runWorker } from '../../jobs/runWorker.js';
import { buildPlantModel } from '../optimization/index.js';
import { physicalPlant } from '../plants/index.js';
import { bidContext } from './bidContext.js';
import { generateBidCurves, priceScenarios } from '@penstock/optimizer';
import { createBidsRepo } from './bids.repo.js';
import { HISTORY_DAYS, priceHistory } from './priceHistory.js';
import { quarterHourModel } from './quarterHourModel.js';
import { storeBidVersion } from './storeBidVersion.js';

const H = 3_600_000;
const MTU_MS = 900_000;
/** Price scenarios by default (issue 25: 10 to 20). */
export const DEFAULT_SCENARIOS = 10;

export interface BidRunInputs {
  /** price scenarios asked for (1: deterministic) */
  scenarios: number;
}

/** The same delivery day draws the same scenarios (reproducible runs): a seed from the date. */
const seedOf = (date: string) => Number(date.replaceAll('-', '')) % 2_147_483_647;

/**
 * The worker side of a bid run (a pg-boss job): claim it, build the plant's model like an
 * optimisation run (buildPlantModel) from the current hour to the end of the delivery day, put it on
 * the quarter-hour grid, draw price scenarios (the forecast plus whole past days' forecast errors),
 * generate the curves (the optimiser's two-stage programme), validate them and store them as the
 * bid's new version with the scenarios and the run. A cancel aborts the solve; a cancel after the
 * solve wins too (the store only ends runs still running).
 */
export const runBidGeneration = runWorker(
  { runsOf: (db) => createBidsRepo(db).runs, kind: 'bid run', cancelledLine: 'cancelled while generating' },
  async (run, { deps, runId, runs, signal, succeed }) => {
    const { db, clock } = deps;
    const inputs = run.inputs as BidRunInputs;
    const ctx = await bidContext(db, run.physical_plant_id, run.bid_date);
    const plant = (await physicalPlant(run.physical_plant_id, db))!;
    const now = clock.now().getTime();
    const dayStart = ctx.units[0].start;
    const dayEnd = ctx.units[ctx.units.length - 1].end;
    const start = Math.floor(now / H) * H;
    if (start >= dayStart)
      throw cannotProcess(`The delivery day ${run.bid_date} has begun: its bids can no longer be generated`);
    const built = await buildPlantModel(db, {
      physicalPlantId: run.physical_plant_id,
      start,
      hours: Math.ceil((dayEnd - start) / H),
      now,
    });
    const model = quarterHourModel(built.model);
    const fromStep = Math.round((dayStart - model.start) / MTU_MS);
    const toStep = fromStep + ctx.units.length;
    const history = plant.price_region_id
      ? await priceHistory(
          db,
          {
            price_region_id: plant.price_region_id,
            ...(plant.price_forecast_source_id ? { price_forecast_source_id: plant.price_forecast_source_id } : {}),
          },
          dayStart,
        )
      : { days: [], naive: 0 };
    const forecast = model.price as number[];
    const count = inputs.scenarios;
    const scenarios =
      count === 1
        ? [forecast]
        : priceScenarios(forecast, history.days, count, seedOf(run.bid_date), { fromStep, toStep });
    const method =
      scenarios.length === 1
        ? 'deterministic: the price forecast'
        : `the price forecast plus the forecast errors of ${scenarios.length} whole past days drawn from ${history.days.length} of the last ${HISTORY_DAYS} days (block bootstrap, seed from the date)${history.naive ? `; ${history.naive} of those days had no stored forecast: their errors are against the same hours one week earlier` : ''}`;
    await runs.progress(runId, 0.3, [
      `delivery day ${run.bid_date} in ${ctx.zone}: ${ctx.units.length} quarter-hours, steps ${fromStep}..${toStep} of a ${model.steps}-step quarter-hour model from ${new Date(model.start).toISOString()}`,
      ...built.notes,
      `scenarios: ${method}`,
    ]);
    const result = await generateBidCurves(model, { scenarios, fromStep, toStep, signal });
    const curves: BidCurveSet = result.curves.map((c) => c.map((p) => ({ price: p.price, volume: p.mw })));
    const problems = validateBidCurves(curves, ctx.units, ctx.zone, ctx.capacity);
    await runs.progress(runId, 0.9, [
      `curves: ${curves.length} quarter-hours, expected objective ${result.expectedObjective.toFixed(2)} EUR (${result.stats.rows} rows x ${result.stats.cols} columns, ${result.stats.solveMs.toFixed(0)} ms)`,
      ...(problems.length
        ? [
            `validation: ${problems.length} problems (the version is stored and flagged)`,
            ...problems.slice(0, 20).map((p) => p.message),
          ]
        : ['validation: no problems']),
    ]);
    return succeed(async (trx) => {
      const versionId = await storeBidVersion(
        db,
        {
          physicalPlantId: run.physical_plant_id,
          date: run.bid_date,
          source: 'generated',
          by: run.started_by,
          at: clock.now(),
          curves,
          problems,
          scenarios: {
            method,
            prices: scenarios.map((s) => s.slice(fromStep, toStep)),
            probabilities: scenarios.map(() => 1 / scenarios.length),
          },
          runId,
          basedOn: null,
        },
        trx,
      );
      return { lines: [`version stored: ${versionId}`] };
    });
  },
);
