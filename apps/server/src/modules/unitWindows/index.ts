// What other modules may use of unitWindows (rows of a plant's control unit over a time window: outages, grid reserves).
export { firstViewOfPlants, unitWindowRecords, withUnits } from './unitWindowRecords.js';
export { unitWindowWhere, type UnitWindowFilter } from './unitWindowWhere.js';
