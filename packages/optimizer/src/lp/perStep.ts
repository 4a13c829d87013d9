import { at, optAt } from '../series.js';
import { Limits, NO_SIDES } from './limits.js';
import { COL, ROW, VOLUME_UNIT } from './lpKinds.js';

/**
 * The imported values parts use per step, for a part to bind once at its top
 * (`const { at, COL, ROW } = perStep;`): under tsx each use of an import is a getter call, which the
 * build profile of issue 22 found on the hot path.
 */
export const perStep = { at, optAt, Limits, NO_SIDES, COL, ROW, VOLUME_UNIT };
