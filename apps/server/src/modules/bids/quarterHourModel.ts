import type { GeneralConstraint, OptimizerModel, OptionalStepSeries, StepSeries } from '@penstock/optimizer';

/** Quarter-hours per hour: the day-ahead market's time unit (SDAC, since 2025-10-01) against the plan's hour. */
const K = 4;

const repeat = <S extends StepSeries | OptionalStepSeries | readonly number[] | undefined>(s: S): S =>
  s === undefined || typeof s === 'number'
    ? s
    : ((s as readonly (number | null)[]).flatMap((v) => [v, v, v, v]) as unknown as S);
const times = (n: number | undefined) => (n === undefined ? undefined : n * K);
const per = (s: OptionalStepSeries | undefined) =>
  s === undefined
    ? s
    : typeof s === 'number'
      ? s / K
      : s.flatMap((v) => {
          const q = v === null ? null : v / K;
          return [q, q, q, q];
        });
const RAMPS: readonly GeneralConstraint['kind'][] = [
  'RAMP_POWER',
  'RAMP_FLOW',
  'RAMP_POWER_UP',
  'RAMP_POWER_DOWN',
  'RAMP_FLOW_UP',
  'RAMP_FLOW_DOWN',
];
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * The hourly plant model (buildPlantModel) on the market's quarter-hour grid, so each step of the
 * delivery day is one market time unit of the bid: every hourly value holds for its four
 * quarter-hours (prices, inflow, limits, availability, fixed values; flows are m3/s and power MW,
 * rates that do not change with the step), step counts (delays, constraint ranges, reserve blocks)
 * are four times as many, and per-step changes (ramps, in MW or m3/s per step) a quarter as large.
 * Energies (MIN_ENERGY over a run of steps), costs per start and the future value stay as they are.
 */
export function quarterHourModel(model: OptimizerModel): OptimizerModel {
  if (model.stepSeconds !== 3600)
    throw new Error(`quarterHourModel needs an hourly model (not ${model.stepSeconds} s)`);
  return defined({
    ...model,
    stepSeconds: 900,
    steps: model.steps * K,
    price: repeat(model.price),
    reservoirs: model.reservoirs.map((r) =>
      defined({
        ...r,
        inflow: repeat(r.inflow),
        minContent: repeat(r.minContent),
        maxContent: repeat(r.maxContent),
        minLevel: repeat(r.minLevel),
        maxLevel: repeat(r.maxLevel),
        spillDelaySteps: times(r.spillDelaySteps),
        spillHistory: repeat(r.spillHistory),
      }),
    ),
    units: model.units.map((u) =>
      defined({
        ...u,
        delaySteps: times(u.delaySteps),
        releaseHistory: repeat(u.releaseHistory),
        rampPower: u.rampPower === undefined ? undefined : u.rampPower / K,
        rampFlow: u.rampFlow === undefined ? undefined : u.rampFlow / K,
        availability: repeat(u.availability),
        fixedPower: repeat(u.fixedPower),
        fixedFlow: repeat(u.fixedFlow),
      }),
    ),
    constraints: model.constraints?.map((c) =>
      defined({
        ...c,
        value: RAMPS.includes(c.kind) ? per(c.value)! : repeat(c.value),
        upper: repeat(c.upper),
        fromStep: times(c.fromStep),
        toStep: times(c.toStep),
      }),
    ),
    reserves: model.reserves?.map((r) =>
      defined({
        ...r,
        blockSteps: r.blockSteps * K,
        blockOffset: times(r.blockOffset),
        blockStarts: r.blockStarts?.map((s) => s * K), // wall-clock blocks of a clock-change day
        fromStep: times(r.fromStep),
        toStep: times(r.toStep),
        mw: repeat(r.mw),
        capacityPrice: repeat(r.capacityPrice),
      }),
    ),
    headPoint: undefined,
  });
}
