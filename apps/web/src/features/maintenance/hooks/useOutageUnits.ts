import { useQueries } from '@tanstack/react-query';
import type { PlantView } from '@penstock/domain';
import { plantTopologyQueryOptions } from '@/features/series/api/getPlantTopology';

/** A unit an outage can take out, with its plant. */
export interface OutageUnit {
  plantViewId: string;
  plantName: string;
  zone: string;
  turbineId: string;
  turbineName: string;
  /** MW (pumps: pumping limit) */
  pMax: number;
}

/** The turbines, pumps and pump turbines of the plants (their topologies, cached beside the plant screens'). */
export function useOutageUnits(
  portfolioId: string,
  plants: readonly PlantView[],
): { units: OutageUnit[]; pending: boolean } {
  const topologies = useQueries({ queries: plants.map((p) => plantTopologyQueryOptions(portfolioId, p.id)) });
  const units: OutageUnit[] = [];
  plants.forEach((p, i) => {
    for (const u of topologies[i]?.data?.control_units ?? []) {
      if (u.type === 'GATE' || !u.isPartOfPlant) continue;
      units.push({
        plantViewId: p.id,
        plantName: p.name,
        zone: p.timezone,
        turbineId: u.id,
        turbineName: u.name,
        pMax: (u.type === 'PUMP' ? u.pump_p_max : u.p_max) ?? 0,
      });
    }
  });
  return { units, pending: topologies.some((q) => q.isPending) };
}
