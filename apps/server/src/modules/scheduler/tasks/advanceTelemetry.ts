import { plantsRepo } from '../../plants/index.js';
import { seriesRepo, writeSeries } from '../../series/index.js';
import { periodicTask } from '../../../jobs/moduleJobs.js';

/** Hours of missing actuals one run fills at most, so a server that was down for weeks catches up in bounded work. */
const MAX_CATCH_UP_HOURS = 48;

/**
 * Demo world: "measures" the hours that have ended since the latest actual of every component series.
 * The value of an hour is the stored schedule of the world (the plan or forecast without run), which
 * the loader made water-conserving; where none exists, the last actual is held. So the latest
 * telemetry moves with the clock. Price regions are left alone (their actuals are auctions), and so
 * is every plant not of the simulated world (physical_plant.simulated), e.g. one an administrator created.
 */
export const advanceTelemetry = periodicTask({
  name: 'advance-telemetry',
  description: 'Demo world: adds the actuals of the hours that have ended, so the latest telemetry moves.',
  schedule: '*/5 * * * *',
  async run({ db, now }) {
    const { written: added } = await writeSeries(
      { telemetry: { now, maxHours: MAX_CATCH_UP_HOURS, only: await plantsRepo(db).simulatedComponents() } },
      // not MEASURED_SOURCE: replayed plan values re-plan nothing (the hourly runs keep the plan current)
      { by: 'advance-telemetry', at: now, source: 'demo telemetry' },
      db,
    );
    const latest = await seriesRepo(db).newestMeasuredPower();
    return { values_added: added, latest_telemetry: latest?.toISOString() ?? null };
  },
});
