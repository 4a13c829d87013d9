import { plantOfRow } from '../../db/plantOfRow.js';

/** The physical plant an optimisation run belongs to (null: no such an optimisation run); the plant-view path guard asks it (plants/plantPathIds.ts). */
export const optimizationRunPlant = plantOfRow('optimization_run', 'id');
