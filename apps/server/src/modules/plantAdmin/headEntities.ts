import { defineEntity } from '../../db/entities/defineEntity.js';

/** The head model's entities (issue 23), each with history and optimistic concurrency (defineEntity). */
export const headPlantEntity = defineEntity({
  entity: 'head_plant',
  table: 'head_plant',
  key: 'id',
  fields: ['physical_plant_id', 'name', 'outlet_line', 'main_loss', 'penstock_loss'],
  json: ['penstock_loss'],
  label: 'The head plant',
});

export const headUnitEntity = defineEntity({
  entity: 'head_unit',
  table: 'head_unit',
  key: 'control_unit_id',
  fields: ['head_plant_id', 'penstock', 'pump_head_min', 'pump_head_max'],
  label: "The unit's head data",
});

/** One row per curve ('<kind>:<owner id>'): its points as saved (what the optimiser reads), version and history. */
export const headCurveEntity = defineEntity({
  entity: 'head_curve',
  table: 'head_curve',
  key: 'id',
  fields: ['kind', 'control_unit_id', 'head_plant_id', 'points'],
  json: ['points'],
  label: 'The curve',
});
