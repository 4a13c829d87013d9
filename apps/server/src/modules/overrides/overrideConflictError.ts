import type { OverrideConflict } from '@penstock/domain';

/** Thrown inside the save transaction (so nothing is written); the route answers 409 with the body. */
export class OverrideConflictError extends Error {
  constructor(public readonly body: OverrideConflict) {
    super(body.detail);
  }
}
