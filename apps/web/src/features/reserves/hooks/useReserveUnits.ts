import { useQueries } from '@tanstack/react-query';
import type { PlantView } from '@penstock/domain';
import { plantTopologyQueryOptions } from '@/features/series/api/getPlantTopology';
import { unitKey } from '../utils/reserveForm';

/** A unit that can hold grid reserve (a turbine or pump turbine of a plant), with what the form and chart need. */
export interface ReserveUnit {
  key: string;
  plantViewId: string;
  plantName: string;
  zone: string;
  currency: string;
  unitId: string;
  unitName: string;
  /** MW, null when unknown */
  pMax: number | null;
  pMin: number | null;
}

/** The generating units of the plants (their topologies, cached beside the plant screens'). */
export function useReserveUnits(portfolioId: string, plants: readonly PlantView[]) {
  const topologies = useQueries({ queries: plants.map((p) => plantTopologyQueryOptions(portfolioId, p.id)) });
  const units: ReserveUnit[] = plants.flatMap((p, i) =>
    (topologies[i]?.data?.control_units ?? [])
      .filter((u) => u.isPartOfPlant && (u.type === 'TURBINE' || u.type === 'PUMP_TURBINE'))
      .map((u) => ({
        key: unitKey(p.id, u.id),
        plantViewId: p.id,
        plantName: p.name,
        zone: p.timezone,
        currency: p.currency,
        unitId: u.id,
        unitName: u.name,
        pMax: u.p_max,
        pMin: u.p_min,
      })),
  );
  return { units, pending: topologies.some((q) => q.isPending) };
}
