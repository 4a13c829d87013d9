import { physicalPlants, plantComponentIds } from '../../plants/index.js';
import { actualCoverage } from '../../series/index.js';
import { periodicTask } from '../../../jobs/moduleJobs.js';

/**
 * Counts missing hourly actuals of the last 24 ended hours per live plant and series, and reports the
 * plants with gaps (the task's output; the cockpit's quality table shows the details).
 */
export const checkDataQuality = periodicTask({
  name: 'check-data-quality',
  description: 'Counts missing hourly actuals of the last 24 hours per live plant.',
  schedule: '30 6 * * *',
  async run({ db, now }) {
    const live = await physicalPlants({ state: 'Live' }, db);
    const components = await plantComponentIds(
      live.map((p) => p.id),
      db,
    );
    const plantOf = new Map(components.map((c) => [c.id, c.physical_plant_id]));
    const perPlant = new Map<string, { series: number; values: number }>();
    for (const c of await actualCoverage([...plantOf.keys()], now, db)) {
      const plant = plantOf.get(c.component_id)!;
      const sum = perPlant.get(plant) ?? { series: 0, values: 0 };
      perPlant.set(plant, { series: sum.series + c.series, values: sum.values + c.values });
    }
    // in the plants' order (by id), those with an actual series
    const rows = live.flatMap((p) => {
      const c = perPlant.get(p.id);
      return c ? [{ plant: p.id, series: c.series, missing: c.series * 24 - c.values }] : [];
    });
    return { plants: rows, plants_with_gaps: rows.filter((r) => r.missing > 0).map((r) => r.plant) };
  },
});
