import { useMemo } from 'react';
import { usePlantTopology } from '@/features/series/api/getPlantTopology';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { seriesWindow } from '@/features/series/api/seriesWindow';
import { useRangeParam } from '@/features/rangePicker/hooks/useRangeParam';
import { useDisplayTimezone } from '@/features/shell/hooks/useDisplayTimezone';
import type { CockpitScope } from '../utils/cockpitScope';
import {
  frameFilter,
  parseSelection,
  SELECTABLE_TYPES,
  SELECTION_PARAMS,
  selectableComponents,
} from '../utils/componentSelection';

/**
 * Everything the cockpit's charts depend on: the plant view (for its market zone), the zone by
 * the priority rule (plant market zone first), the range from the URL, the topology and the
 * component selection from the query.
 */
export function useCockpitScope(portfolioId: string, plantViewId: string, search: Record<string, unknown>) {
  const plants = usePlantViewList(portfolioId);
  const plant = plants.data?.find((p) => p.id === plantViewId);
  const zone = useDisplayTimezone({ plant: plant?.timezone, portfolioPlants: plants.data?.map((p) => p.timezone) });
  const rangeParam = useRangeParam(zone.timezone);
  const topology = usePlantTopology(portfolioId, plantViewId);
  const selectionKey = SELECTABLE_TYPES.map((type) => String(search[SELECTION_PARAMS[type]] ?? '')).join('&');
  const selection = useMemo(() => parseSelection(search), [selectionKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const keep = useMemo(() => frameFilter(selection), [selection]);
  const components = useMemo(() => selectableComponents(topology.data), [topology.data]);
  const scope: CockpitScope = useMemo(() => {
    const { startTs, endTs } = seriesWindow(rangeParam.range, zone.timezone);
    return {
      portfolioId,
      plantViewId,
      range: rangeParam.range,
      timezone: zone.timezone,
      window: { startTs, endTs },
      topology: topology.data,
      keep,
    };
  }, [portfolioId, plantViewId, rangeParam.range, zone.timezone, topology.data, keep]);
  return { plants, plant, zone, rangeParam, topology, selection, components, scope };
}
