import type { ConstraintTier, GeneralConstraint } from './types.js';

const LEGACY = new Set([
  'MIN_LEVEL',
  'MAX_LEVEL',
  'MIN_CONTENT',
  'MAX_CONTENT',
  'MIN_DISCHARGE',
  'MAX_DISCHARGE',
  'MIN_POWER',
  'MAX_POWER',
  'RAMP_POWER',
  'RAMP_FLOW',
]);
/** Constraints without a tier of the first ten kinds tighten the reservoir and unit limits; the rest get rows of their own. */
export const isLegacy = (c: GeneralConstraint) => c.tier === undefined && LEGACY.has(c.kind);
export const UNIT_COMMITMENT_KINDS = new Set(['START_COST', 'STOP_COST', 'MUST_RUN', 'FORBIDDEN_ZONE']);
export const DEFAULT_TIER_FACTOR: Record<ConstraintTier, number> = { tactical: 10, regulatory: 100, physical: 1000 };
