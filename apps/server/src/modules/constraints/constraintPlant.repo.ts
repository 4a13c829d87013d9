import { plantOfRow } from '../../db/plantOfRow.js';

/** The physical plant a constraint belongs to (null: no such a constraint); the plant-view path guard asks it (plants/plantPathIds.ts). */
export const constraintPlant = plantOfRow('plant_constraint', 'id');
