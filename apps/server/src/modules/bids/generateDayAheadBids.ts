import { defaultBidDate, lastRunTime } from '@penstock/domain';
import { periodicTask, stringParam } from '../../jobs/moduleJobs.js';
import { bidCompletionTime, liveViews, physicalPlant, plantsRepo } from '../plants/index.js';
import { createBidsService } from './bids.service.js';

/** The task fires every quarter of an hour; a plant is due from its last-run time until its deadline. */
const EVERY_MINUTES = 15;
export const SCHEDULER = 'scheduler';

/**
 * The last optimisation run one hour before the deadline (spec 1 section 9): for every live plant
 * whose next delivery day's last-run time (its nomination configuration's completion time, else the
 * gate closure, minus one hour) has come and whose deadline has not, queues the bid generation of
 * that day once (a run by the scheduler since the last-run time counts). Params: {plant?: id} queues
 * only that plant; {force: true} queues now whatever the time.
 */
export const generateDayAheadBids = periodicTask({
  name: 'generate-day-ahead-bids',
  description:
    "Generates the next day's bid curves of every live plant one hour before its bid deadline (the last optimisation run before the day-ahead auction).",
  schedule: `*/${EVERY_MINUTES} * * * *`,
  async run({ db, boss, clock, params, now: started }) {
    const only = stringParam(params.plant);
    const force = params.force === true;
    const now = started.getTime();
    const service = createBidsService(db, clock, async () => boss);
    const views = plantsRepo(db);
    const queued: { plant: string; date: string; run_id: string }[] = [];
    const skipped: { plant: string; reason: string }[] = [];
    for (const live of await liveViews(db, only)) {
      const plant = await physicalPlant(live.physical_plant_id, db);
      const view = await views.findView(live.portfolio_id, live.id);
      if (!plant || !view) continue;
      const date = defaultBidDate(now, plant.market_timezone);
      const completion = await bidCompletionTime(plant.id, db);
      const due = lastRunTime(date, plant.market_timezone, completion);
      const deadline = due + 3_600_000;
      if (!force && (now < due || now >= deadline)) continue;
      const last = await service.repo.runs.newest(plant.id, date);
      if (!force && last && last.started_by === SCHEDULER && last.created_at.getTime() >= due) continue;
      try {
        const run = await service.generate(view, { date }, SCHEDULER);
        queued.push({ plant: plant.id, date, run_id: run.id });
      } catch (err) {
        skipped.push({ plant: plant.id, reason: (err as Error).message });
      }
    }
    return { queued, skipped };
  },
});
