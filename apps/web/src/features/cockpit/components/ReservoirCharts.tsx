import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartLimit } from '@/features/series/utils/chartData';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import type { CockpitScope } from '../utils/cockpitScope';
import { PlantSeriesChart } from './PlantSeriesChart';

/**
 * Reservoir level and content with each shown reservoir's minimum and maximum (from the
 * topology) as limit lines and a band between them.
 */
export function ReservoirCharts({ scope, only }: { scope: CockpitScope; only?: 'level' }) {
  const { t } = useTranslation('cockpit');
  const limits = useCallback(
    (frames: readonly DataFrame[], which: 'level' | 'content'): ChartLimit[] => {
      const ids = new Set(frames.map((f) => f.componentId));
      const unit = frames[0]?.unit ?? (which === 'level' ? 'm a.s.l.' : 'm3');
      return (scope.topology?.hydro_bodies ?? [])
        .filter((b) => ids.has(b.id))
        .flatMap((b) => {
          const min = which === 'level' ? b.min_level : b.min_content;
          const max = which === 'level' ? b.max_level : b.max_content;
          const out: ChartLimit[] = [];
          const cap = which === 'level' ? 'Level' : 'Content';
          if (max !== null)
            out.push({ label: t(`charts.max${cap}`, { name: b.name }), value: max, unit, bound: 'max', group: b.id });
          if (min !== null)
            out.push({ label: t(`charts.min${cap}`, { name: b.name }), value: min, unit, bound: 'min', group: b.id });
          return out;
        });
    },
    [scope.topology, t],
  );
  const levelLimits = useCallback((f: readonly DataFrame[]) => limits(f, 'level'), [limits]);
  const contentLimits = useCallback((f: readonly DataFrame[]) => limits(f, 'content'), [limits]);
  const chart = (quantity: 'level' | 'content', limitsFor: typeof levelLimits) => (
    <PlantSeriesChart
      scope={scope}
      name="water-content"
      quantity={quantity}
      title={t(`charts.${quantity}`)}
      limitsFor={limitsFor}
    />
  );
  return (
    <>
      {chart('level', levelLimits)}
      {only !== 'level' && chart('content', contentLimits)}
    </>
  );
}
