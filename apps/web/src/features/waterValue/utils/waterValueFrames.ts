import type { DataFrame } from '@/features/series/utils/dataFrame';

/** The frames the chart shows: water values in currency per MWh (the per-m3 twins have their own unit). */
export const waterValueFrames = (frames: readonly DataFrame[]) => frames.filter((f) => f.quantity === 'water_value');

/** A turbine id from the URL that the plant does not have is ignored (all components shown). */
export function validTurbine(
  turbineId: string | undefined,
  turbines: readonly { id: string }[] | undefined,
): string | null {
  if (!turbineId || !turbines) return null;
  return turbines.some((t) => t.id === turbineId) ? turbineId : null;
}
