import { TELEMETRY_QUANTITIES, type FrozenCheck } from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { badRequest } from '../../http/httpError.js';
import type { PlantViewRow } from '../plants/index.js';
import { plantFrozenChecks, telemetryCheckEntity } from './frozenChecks.repo.js';
import { frozenCheckOf } from './liveData.service.js';

/** A plant's frozen checks: its own per quantity where it set one, else the defaults. */
export function createTelemetryChecks(db: Db, clock: Clock) {
  async function get(view: Pick<PlantViewRow, 'physical_plant_id'>) {
    const own = (await plantFrozenChecks([view.physical_plant_id], db)).get(view.physical_plant_id);
    const checks: Record<string, FrozenCheck> = {};
    for (const q of Object.keys(TELEMETRY_QUANTITIES)) {
      const c = frozenCheckOf(own, q);
      if (c) checks[q] = c;
    }
    return { checks };
  }
  return {
    get,
    async put(
      view: Pick<PlantViewRow, 'physical_plant_id'>,
      patch: Record<string, { deadband: number; hours: number } | null>,
      by: string,
    ) {
      const unknown = Object.keys(patch).filter((q) => !TELEMETRY_QUANTITIES[q]);
      if (unknown.length) throw badRequest(`Unknown quantity: ${unknown.join(', ').slice(0, 200)}`);
      await telemetryCheckEntity.save(
        view.physical_plant_id,
        (row) => {
          const checks = { ...((row?.checks as Record<string, unknown>) ?? {}) };
          for (const [q, c] of Object.entries(patch)) {
            if (c === null) delete checks[q];
            else checks[q] = { deadband: c.deadband, hours: c.hours };
          }
          return { checks };
        },
        { by, at: clock.now() },
        db,
      );
      return get(view);
    },
  };
}
