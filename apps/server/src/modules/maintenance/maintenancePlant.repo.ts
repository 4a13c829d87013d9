import { plantOfRow } from '../../db/plantOfRow.js';

/** The physical plant an outage belongs to (null: no such an outage); the plant-view path guard asks it (plants/plantPathIds.ts). */
export const maintenancePlant = plantOfRow('maintenance', 'uuid');
