import type { ComponentType, DataRange, Topology } from '@penstock/domain';
import type { DataFrame } from '@/features/series/utils/dataFrame';

/** What every cockpit chart needs: which plant, which range in which zone, which components. */
export interface CockpitScope {
  portfolioId: string;
  plantViewId: string;
  range: DataRange;
  timezone: string;
  /** The range's instants in the zone (epoch ms, end exclusive). */
  window: { startTs: number; endTs: number };
  topology: Topology | undefined;
  /** Keeps frames of the selected components (query turbine, pump, pumpTurbine, gate, reservoir). */
  keep: (frame: { componentId: string | null; componentType: ComponentType | null }) => boolean;
}

/** Per-unit frames when the answer has them, else the plant totals. */
export function perComponent(frames: readonly DataFrame[]): DataFrame[] {
  const units = frames.filter((f) => f.componentId !== null);
  return units.length ? units : [...frames];
}
