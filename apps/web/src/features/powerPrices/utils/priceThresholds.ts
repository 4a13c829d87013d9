import type { DataFrame } from '@/features/series/utils/dataFrame';

/**
 * Power market alert thresholds (user setting powerMarketAlertThresholds): EUR/MWh per price
 * region id. An hour whose day-ahead price lies above its region's threshold is an alert hour.
 */
export type Thresholds = Record<string, number>;

/** The part of a price frame above the threshold (other hours null), drawn over the price as a highlight. */
export function aboveThresholdFrame(frame: DataFrame, threshold: number, label: string): DataFrame {
  return {
    ...frame,
    key: `${frame.key}|above`,
    quantity: `${frame.quantity}_above_threshold`, // its own colour in the chart
    componentName: label,
    values: frame.values.map((v) => (v !== null && v > threshold ? v : null)),
  };
}

/** How many buckets of the frame lie above the threshold. */
export const countAbove = (frame: DataFrame | undefined, threshold: number) =>
  frame ? frame.values.filter((v) => v !== null && v > threshold).length : 0;

/** A threshold as typed: a finite number of at least 0, or empty (no alert for that region). */
export function parseThreshold(text: string): { value: number | null; problem: 'notANumber' | 'negative' | null } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { value: null, problem: null };
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return { value: null, problem: 'notANumber' };
  if (n < 0) return { value: null, problem: 'negative' };
  return { value: n, problem: null };
}

/** The setting after editing one region: an empty value removes the region's threshold. */
export function withThreshold(current: Thresholds, regionId: string, value: number | null): Thresholds {
  const next = { ...current };
  if (value === null) delete next[regionId];
  else next[regionId] = value;
  return next;
}
