import { defineEntity } from '../../db/entities/defineEntity.js';

/**
 * A plant's bid for one delivery day, with history (entity_history 'day_ahead_bid'): its creation,
 * every new latest version and every state change, who and when. The versions themselves are
 * append-only rows (day_ahead_bid_version).
 */
export const bidEntity = defineEntity({
  entity: 'day_ahead_bid',
  table: 'day_ahead_bid',
  key: 'id',
  fields: ['physical_plant_id', 'bid_date', 'state', 'latest_version_id', 'created_by'],
  label: 'The day-ahead bid',
});
