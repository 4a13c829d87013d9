import { outageAvailability } from '@penstock/domain';
import type { OptimizerModel, Unit } from '@penstock/optimizer';
import type { Db, Executor } from '../../db/schema.js';
import { createMaintenanceRepo } from './maintenance.repo.js';

/** What a run records about each outage it used (run inputs; the Optimization screen lists them). */
export interface UsedOutage {
  uuid: string;
  name: string;
  turbine_id: string;
  turbine_name: string;
  /** MW */
  remaining_power: number;
  /** UTC epoch ms; end null: never */
  start_timestamp_millis: number;
  end_timestamp_millis: number | null;
  /** hours of the horizon it touches */
  hours: number;
}

/**
 * Every active outage of the plant overlapping the model's horizon, as each unit's availability per
 * step (outageAvailability: overlapping outages combine to the smallest remaining power; a full
 * outage is 0; the optimiser limits pumping power alike). Replaces the units in `model` and answers
 * what was used with lines for the run's log.
 */
export async function modelOutages(
  db: Executor,
  physicalPlantId: string,
  model: OptimizerModel,
): Promise<{ used: UsedOutage[]; notes: string[] }> {
  const stepMs = model.stepSeconds * 1000;
  const end = model.start + model.steps * stepMs;
  const rows = await createMaintenanceRepo(db as Db).list(
    { physicalPlantIds: [physicalPlantId], status: 'Active', from: model.start, to: end },
    db,
    true,
  );
  if (!rows.length) return { used: [], notes: ['outages: none in the horizon'] };
  const notes: string[] = [];
  const used: UsedOutage[] = [];
  const units = model.units.map((u): Unit => {
    const mine = rows.filter((r) => r.control_unit_id === u.id);
    if (!mine.length || u.type === 'GATE') return u;
    const pMax =
      mine[0].turbine_p_max || (u.type === 'PUMP' ? (u.pumpQMax ?? 0) * (u.pumpPowerPerFlow ?? 0) : (u.pMax ?? 0));
    const spans = mine.map((r) => ({
      start: r.start_ts.getTime(),
      end: r.end_ts?.getTime() ?? null,
      remainingPower: r.remaining_power,
    }));
    const availability = outageAvailability(spans, pMax, model.start, model.steps, stepMs);
    for (const r of mine) {
      const hours = outageAvailability(
        [{ start: r.start_ts.getTime(), end: r.end_ts?.getTime() ?? null, remainingPower: 0 }],
        1,
        model.start,
        model.steps,
        stepMs,
      ).filter((v) => v !== null).length;
      used.push({
        uuid: r.uuid,
        name: r.name,
        turbine_id: u.id,
        turbine_name: r.turbine_name,
        remaining_power: r.remaining_power,
        start_timestamp_millis: r.start_ts.getTime(),
        end_timestamp_millis: r.end_ts?.getTime() ?? null,
        hours,
      });
    }
    const limited = availability.filter((v) => v !== null).length;
    notes.push(
      `${u.name ?? u.id}: ${mine.length} outage${mine.length > 1 ? 's' : ''} limit ${limited} of ${model.steps} hours (overlaps: the smallest remaining power)`,
    );
    return { ...u, availability };
  });
  Object.assign(model, { units });
  return { used, notes };
}
