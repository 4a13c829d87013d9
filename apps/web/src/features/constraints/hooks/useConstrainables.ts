import { useMemo } from 'react';
import type { PlantView } from '@penstock/domain';
import { usePlantTopology } from '@/features/series/api/getPlantTopology';
import { constrainablesOf } from '../utils/constrainables';

/** The plant and its components a constraint can name, from the plant view's topology. */
export function useConstrainables(portfolioId: string, plant: PlantView | undefined) {
  const topology = usePlantTopology(portfolioId, plant?.id);
  const list = useMemo(
    () => (plant && topology.data ? constrainablesOf(plant, topology.data) : undefined),
    [plant, topology.data],
  );
  return { ...topology, data: list };
}
