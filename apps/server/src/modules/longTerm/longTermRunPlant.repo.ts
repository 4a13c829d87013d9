import { plantOfRow } from '../../db/plantOfRow.js';

/** The physical plant a long-term run belongs to (null: no such a long-term run); the plant-view path guard asks it (plants/plantPathIds.ts). */
export const longTermRunPlant = plantOfRow('long_term_run', 'id');
