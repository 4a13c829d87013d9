import type { OverrideConflict } from '@penstock/domain';
import { ConflictError } from '../../http/httpError.js';

/** Thrown inside the save transaction (so nothing is written); answered as 409 with the conflicting cells. */
export class OverrideConflictError extends ConflictError<OverrideConflict> {}
