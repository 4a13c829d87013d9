import type { LpPart } from './lp/lpPart.js';
import { constraintsPart } from './parts/constraints/constraintsPart.js';
import { delaysPart } from './parts/delays.js';
import { headPart } from './parts/head/head.js';
import { onOffPart } from './parts/onOff.js';
import { outagesPart } from './parts/outages.js';
import { overridesPart } from './parts/overrides.js';
import { pumpsPart } from './parts/pumps.js';
import { rampsPart } from './parts/ramps.js';
import { reservesPart } from './parts/reserves/reservesPart.js';
import { terminalValuePart } from './parts/terminalValue.js';
import { unitsPart } from './parts/units.js';
import { waterBalancePart } from './parts/waterBalance.js';

/**
 * The parts of the short-term LP, in the order buildLp calls them in every phase (so a row's or
 * column's number never depends on anything but the model). The head part adds no rows or columns:
 * it comes before `unitsPart` because its build hands the units part the head units' curves. Slots for what comes next (README,
 * "Model parts"): head-dependent power after `unitsPart` (it tightens `unitLimits('power')` and adds
 * rows on `unitPowerTerms` and content), day-ahead bids after `onOffPart` (their
 * own columns in `horizon`, rows on `unitPowerTerms` and on/off columns); grid reserves are the last
 * part (parts/reserves/). Appending a part at the end keeps every existing row and column number.
 */
export const LP_PARTS: readonly LpPart[] = [
  waterBalancePart,
  delaysPart,
  headPart,
  unitsPart,
  rampsPart,
  pumpsPart,
  outagesPart,
  overridesPart,
  constraintsPart,
  onOffPart,
  terminalValuePart,
  reservesPart,
];
