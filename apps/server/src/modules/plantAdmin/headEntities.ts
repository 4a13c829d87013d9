import { tableEntity } from '../../db/entities/tableEntity.js';

/** The head model's entities (issue 23), each with history and optimistic concurrency (defineEntity). */
export const headPlantEntity = tableEntity(
  'head_plant',
  'id',
  'The head plant',
  ['physical_plant_id', 'name', 'outlet_line', 'main_loss', 'penstock_loss'],
  { json: ['penstock_loss'] },
);

export const headUnitEntity = tableEntity('head_unit', 'control_unit_id', "The unit's head data", [
  'head_plant_id',
  'penstock',
  'pump_head_min',
  'pump_head_max',
]);

/** One row per curve ('<kind>:<owner id>'): its points as saved (what the optimiser reads), version and history. */
export const headCurveEntity = tableEntity(
  'head_curve',
  'id',
  'The curve',
  ['kind', 'control_unit_id', 'head_plant_id', 'points'],
  { json: ['points'] },
);
