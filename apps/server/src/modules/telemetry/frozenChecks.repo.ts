import { defineEntity } from '../../db/entities/defineEntity.js';
import type { Executor } from '../../db/schema.js';

/** A plant's frozen checks apart from the defaults: one row per plant, its changes in entity_history. */
export const telemetryCheckEntity = defineEntity({
  entity: 'telemetry_check',
  table: 'telemetry_check',
  key: 'physical_plant_id',
  fields: ['checks'],
  json: ['checks'],
  label: 'The telemetry checks',
});

/** The checks of these plants that differ from the defaults, by plant. */
export async function plantFrozenChecks(plantIds: string[], trx: Executor) {
  if (!plantIds.length) return new Map<string, Record<string, { deadband: number; hours: number }>>();
  const rows = await trx
    .selectFrom('telemetry_check')
    .select(['physical_plant_id', 'checks'])
    .where('physical_plant_id', 'in', plantIds)
    .execute();
  return new Map(
    rows.map((r) => [r.physical_plant_id, r.checks as Record<string, { deadband: number; hours: number }>]),
  );
}
