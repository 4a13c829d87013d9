import type { ConstraintType } from '@penstock/domain';
import type { ConstraintScope } from '../api/constraintsApi';

/** What every constraint form of the screen shares: where it saves, the type catalogue and the screen's now (UTC ms). */
export interface ConstraintFormContext {
  scope: ConstraintScope;
  types: readonly ConstraintType[];
  now: number;
}
