import type { ConstraintType } from './constraintSchemas.js';
import type { ConstraintValue } from './constraintSchemas.js';

/**
 * The plausible range of a constraint value per unit. Beyond it a value is a slip (extra digits, a
 * wrong unit): the optimiser could only break it every hour, and far beyond it swamps the model's
 * numerics (an active 1e12 m3/s minimum discharge left a run "succeeded" with a meaningless plan).
 * Generous: the largest plants on earth stay well inside. The sign is the types' own rule (the
 * server refuses negative flows, powers and costs); levels lie between the Dead Sea and Everest.
 */
const RANGES: Record<string, readonly [number, number]> = {
  'm3/s': [-100_000, 100_000],
  'm3/s per h': [-100_000, 100_000],
  MW: [-100_000, 100_000],
  'MW per h': [-100_000, 100_000],
  MWh: [-1e9, 1e9],
  m3: [-1e12, 1e12],
  'm a.s.l.': [-500, 9_000],
  EUR: [-1e7, 1e7],
};

const number = (x: number) => x.toLocaleString('en-GB');

/** Why a value (in the wire unit) is not plausible for its type, or null; a forbidden zone checks both ends. */
export function implausibleValue(
  type: Pick<ConstraintType, 'unit' | 'unit_kind'>,
  value: ConstraintValue,
): string | null {
  const range = type.unit_kind === 'ratio' ? undefined : RANGES[type.unit];
  if (!range) return null;
  const [lo, hi] = range;
  const values = typeof value === 'number' ? [value] : [value.min, value.max];
  if (values.every((v) => v >= lo && v <= hi)) return null;
  return lo === -hi
    ? `Must be at most ${number(hi)} ${type.unit}`
    : `Must lie between ${number(lo)} and ${number(hi)} ${type.unit}`;
}
