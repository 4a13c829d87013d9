import type { NominationConfiguration, NominationConfigurationPatch } from '@penstock/domain';
import { tableEntity } from '../../db/entities/tableEntity.js';
import type { Executor } from '../../db/schema.js';
import { nominationRow } from './nominationConfiguration.repo.js';

/** The plant's day-ahead bid completion time, an entity with history (keyed by physical plant). */
export const nominationEntity = tableEntity(
  'nomination_configuration',
  'physical_plant_id',
  'The nomination configuration',
  ['day_ahead_bid_completion_hour', 'day_ahead_bid_completion_minute'],
);

/** The local bid completion time, or null when not configured (the day-ahead cutoff then falls back to 08:00). */
export async function bidCompletionTime(
  physicalPlantId: string,
  db: Executor,
): Promise<{ hour: number; minute: number } | null> {
  const row = await nominationRow(physicalPlantId, db);
  return row && row.day_ahead_bid_completion_hour !== null
    ? { hour: row.day_ahead_bid_completion_hour, minute: row.day_ahead_bid_completion_minute ?? 0 }
    : null;
}

export async function nominationConfiguration(physicalPlantId: string, db: Executor): Promise<NominationConfiguration> {
  const row = await nominationRow(physicalPlantId, db);
  return {
    day_ahead_bid_completion_hour: row?.day_ahead_bid_completion_hour ?? null,
    day_ahead_bid_completion_minute: row?.day_ahead_bid_completion_minute ?? null,
    updated_by: row?.updated_by ?? null,
    updated_at: row ? row.updated_at.getTime() : null,
    version: row?.version ?? 0,
  };
}

/** A first configuration with only the hour gets minute 0; later patches change only what they name. */
export async function updateNominationConfiguration(
  physicalPlantId: string,
  body: NominationConfigurationPatch,
  ctx: { by: string; at: Date },
  db: Executor,
): Promise<NominationConfiguration> {
  const { version, ...patch } = body;
  await nominationEntity.save(
    physicalPlantId,
    (row) =>
      row
        ? patch
        : {
            day_ahead_bid_completion_hour: patch.day_ahead_bid_completion_hour ?? null,
            day_ahead_bid_completion_minute:
              patch.day_ahead_bid_completion_minute ?? (patch.day_ahead_bid_completion_hour === undefined ? null : 0),
          },
    { ...ctx, version },
    db,
  );
  return nominationConfiguration(physicalPlantId, db);
}
