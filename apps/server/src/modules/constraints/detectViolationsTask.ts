import { startOfToday } from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { periodicTask } from '../../jobs/moduleJobs.js';
import { physicalPlants } from '../plants/index.js';
import { refreshViolations } from './detectViolations.js';
import { plantsWithConstraints } from './violations.repo.js';

const D = 86_400_000;

/**
 * Keeps the stored violations current as actuals and plans arrive: every quarter hour, per plant
 * with constraints, the week before today and the four days from today in the plant's zone.
 */
export const detectViolationsTask = periodicTask({
  name: 'detect-constraint-violations',
  description:
    'Checks actuals and the plan of every plant with constraints against them, hour by hour, and stores the violations.',
  schedule: '*/15 * * * *',
  async run({ db, now }) {
    const plants = await physicalPlants({ ids: await plantsWithConstraints(db) }, db);
    const counts: Record<string, number> = {};
    for (const p of plants) counts[p.id] = await refreshPlantViolations(db, p, now.getTime());
    return { plants: plants.length, violations: counts };
  },
});

/** The violations of one plant over the task's window (the week before today to three days after it, plant zone). */
export async function refreshPlantViolations(
  db: Db,
  plant: { id: string; market_timezone: string },
  now: number,
): Promise<number> {
  const today = startOfToday(now, plant.market_timezone);
  return refreshViolations(db, plant.id, today - 7 * D, today + 4 * D, now);
}
