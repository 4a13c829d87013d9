import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mantine/core';

type PanelProps = { portfolioId: string; plantViewId: string };

// The topology panel is built in features/topology; it is mounted when that module exists and
// loaded lazily, so the graph libraries never weigh on the cockpit's first chart.
const modules = import.meta.glob<{ TopologyPanel: ComponentType<PanelProps> }>(
  '../../topology/components/TopologyPanel.tsx',
);
const load = Object.values(modules)[0];
const Panel = load ? lazy(() => load().then((m) => ({ default: m.TopologyPanel }))) : null;

export const hasTopologyPanel = Panel !== null;

/** The topology graph beside the charts on wide screens (nothing when the panel is not built yet). */
export function TopologySlot(props: PanelProps) {
  if (!Panel) return null;
  return (
    <Suspense fallback={<Skeleton height={420} radius="md" />}>
      <Panel {...props} />
    </Suspense>
  );
}
