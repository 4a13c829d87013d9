import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TopologyGraphViewProps } from './TopologyGraphView';

// xyflow and the elkjs client load with the first screen that shows a topology, not before.
const TopologyGraphView = lazy(() => import('./TopologyGraphView'));

/**
 * The topology graph panel of a plant view (spec 2 section 2): reservoirs, downstream bodies,
 * turbines, pumps, pump turbines, gates and uncontrolled gates; click selects, double-click folds.
 * In the cockpit a click sets the component query (turbine, pump, pumpTurbine, gate, reservoir).
 */
export function TopologyPanel(props: TopologyGraphViewProps) {
  return (
    <Suspense fallback={<Skeleton h={(props.height ?? 420) + 36} radius="md" data-testid="topology-loading" />}>
      <TopologyGraphView {...props} />
    </Suspense>
  );
}
