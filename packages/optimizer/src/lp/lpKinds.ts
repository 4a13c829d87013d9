/** m3 per LP volume unit: keeps balance coefficients near 1 (3.6 per m3/s-hour) for the solver. */
export const VOLUME_UNIT = 1000;

/** What a column is (Lp.colKind), for reports and the solve chain; a new part appends its kinds. */
export const COL = {
  CONTENT: 0,
  UNDER: 1,
  OVER: 2,
  SPILL: 3,
  SEG: 4,
  PUMP: 5,
  SLACK: 6,
  ON: 7,
  SWITCH: 8,
  ZONE: 9,
  FUTURE: 10,
  /** Head model: the constant of the head terms (fixed at 1). */
  HEAD_CONST: 11,
  /** Grid reserves: held capacity per reserve and block (MW), an obligation's shortfall (MW), bid-step integers and minimum-bid binaries. */
  RESERVE: 12,
  RESERVE_SHORT: 13,
  RESERVE_INT: 14,
} as const;

/** What a row is (Lp.rowKind). VALID: valid inequalities that only tighten the relaxation of on/off decisions. */
export const ROW = {
  BALANCE: 0,
  SOFT: 1,
  FLOW: 2,
  POWER: 3,
  RAMP_POWER: 4,
  RAMP_FLOW: 5,
  SHARED: 6,
  CONSTRAINT: 7,
  COMMIT: 8,
  CUT: 9,
  VALID: 10,
  /** Head model: a running head unit fills its first segment (its technical minimum flow). */
  HEAD_MIN: 11,
  /** Grid reserves: headroom and footroom per unit and step; product rules (obligation, bid step, minimum bid) per block. */
  RESERVE_ROOM: 12,
  RESERVE_RULE: 13,
} as const;
