import {
  bidDeadline,
  lastRunTime,
  marketTimeUnits,
  type BidCapacity,
  type MarketTimeUnit,
  cannotProcess,
} from '@penstock/domain';
import type { OptimizerModel, Unit } from '@penstock/optimizer';
import type { Db, Executor } from '../../db/schema.js';
import { modelReserves } from '../gridReserves/index.js';
import { modelOutages } from '../maintenance/index.js';
import { marketRepo } from '../market/index.js';
import { bidCompletionTime, physicalPlant, plantControlUnits } from '../plants/index.js';

/** What every bid rule of one plant's delivery day needs: the area, its zone and quarter-hours, the deadline, the capacity. */
export interface BidContext {
  physicalPlantId: string;
  physicalPlantName: string;
  area: { id: string; name: string } | null;
  /** the bidding area's zone (the price region's; the plant's market zone without a region) */
  zone: string;
  date: string;
  units: MarketTimeUnit[];
  deadline: number;
  deadlineSource: 'configuration' | 'gateClosure';
  lastRun: number;
  capacity: BidCapacity;
  powerUnits: { internalId: string; name: string }[];
}

const GENERATES = new Set(['TURBINE', 'PUMP_TURBINE']);
const PUMPS = new Set(['PUMP', 'PUMP_TURBINE']);

/**
 * Capacity per market time unit (MW): generation of turbines and pump turbines at their p_max, and
 * pumping at pump_p_max, each lowered by active outages (maintenance modelOutages: the smallest
 * remaining power of overlapping outages; pumping is limited alike). Sold upward grid reserve
 * obligations (positive and symmetric, issue 24) come off `up`.
 */
export async function bidCapacity(
  db: Executor,
  physicalPlantId: string,
  units: readonly MarketTimeUnit[],
): Promise<{ capacity: BidCapacity; powerUnits: BidContext['powerUnits'] }> {
  const rows = (await plantControlUnits(physicalPlantId, db)).filter((u) => u.type !== 'GATE');
  const model: OptimizerModel = {
    start: units[0].start,
    stepSeconds: (units[0].end - units[0].start) / 1000,
    steps: units.length,
    price: 0,
    reservoirs: [],
    units: rows.map((u): Unit => ({
      id: u.id,
      name: u.name,
      type: u.type,
      upstream: null,
      downstream: null,
      pMax: u.p_max ?? 0,
    })),
  };
  await modelOutages(db, physicalPlantId, model);
  await modelReserves(db, physicalPlantId, model);
  const avail = new Map(model.units.map((u) => [u.id, u.availability]));
  const at = (id: string, t: number, max: number) => {
    const a = avail.get(id);
    const v = a === undefined ? null : typeof a === 'number' ? a : a[t];
    return v === null || v === undefined || Number.isNaN(v) ? max : Math.min(max, v);
  };
  // upward capacity already sold as a grid reserve obligation cannot be sold again as energy
  const sold = (id: string, t: number) =>
    (model.reserves ?? [])
      .filter((r) => r.unit === id && r.mode === 'included' && r.direction !== 'negative')
      .filter((r) => t >= (r.fromStep ?? 0) && t < (r.toStep ?? model.steps))
      .reduce((s, r) => {
        const v = typeof r.mw === 'number' ? r.mw : r.mw[t];
        return s + (v === null || Number.isNaN(v) ? 0 : v);
      }, 0);
  const capacity: BidCapacity = {
    up: units.map((_, t) =>
      rows
        .filter((u) => GENERATES.has(u.type))
        .reduce((s, u) => s + Math.max(0, at(u.id, t, u.p_max ?? 0) - sold(u.id, t)), 0),
    ),
    down: units.map((_, t) =>
      rows.filter((u) => PUMPS.has(u.type)).reduce((s, u) => s + at(u.id, t, u.pump_p_max ?? 0), 0),
    ),
  };
  return { capacity, powerUnits: rows.map((u) => ({ internalId: u.id, name: u.name })) };
}

export async function bidContext(db: Db, physicalPlantId: string, date: string): Promise<BidContext> {
  const plant = await physicalPlant(physicalPlantId, db);
  if (!plant) throw cannotProcess('Plant not found');
  const [region] = plant.price_region_id ? await marketRepo(db).regionsByIds([plant.price_region_id]) : [];
  const zone = region?.timezone ?? plant.market_timezone;
  const units = marketTimeUnits(date, zone);
  const completion = await bidCompletionTime(physicalPlantId, db);
  const { capacity, powerUnits } = await bidCapacity(db, physicalPlantId, units);
  return {
    physicalPlantId,
    physicalPlantName: plant.name,
    area: region ? { id: region.id, name: region.name } : null,
    zone,
    date,
    units,
    // the completion time is local time of the plant
    deadline: bidDeadline(date, plant.market_timezone, completion),
    deadlineSource: completion ? 'configuration' : 'gateClosure',
    lastRun: lastRunTime(date, plant.market_timezone, completion),
    capacity,
    powerUnits,
  };
}
