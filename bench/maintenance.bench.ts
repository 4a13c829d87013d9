// Maintenance rescheduling benchmark: `node --import tsx bench/maintenance.bench.ts`.
// Loads the demo world into a throw-away PostgreSQL and ranks every weekly start of a 3-day
// revision of the demo storage plant's first turbine over the next 8 weeks, by re-solving:
//   screened  the windows screened by the water-value bound, the best 5 planned again (what the API does)
//   full      every window planned again (the baseline: "a full re-solve per candidate")
//   bound     the screening alone (no re-solve)
// Prints times (median of RUNS), the solves each needs, and whether the first three windows agree.
import { loadavg } from 'node:os';
import { createDb } from '../apps/server/src/db/createDb.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { plantsRepo } from '../apps/server/src/modules/plants/index.js';
import { optimalMaintenanceTimings } from '../apps/server/src/modules/optimization/maintenanceTimings.js';
import {
  isPlanned,
  resolveMaintenanceWindows,
} from '../apps/server/src/modules/optimization/resolveMaintenanceWindows.js';
import { seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { closeSolvers } from '@penstock/optimizer';
import { createTestDatabase } from '../test/database.js';
import { startTestPostgres } from '../test/postgres.js';
import { percentile } from './benchStats.js';

const H = 3_600_000;
const D = 24 * H;
const NOW = Date.UTC(2026, 10, 21, 12);
const FROM = Date.UTC(2026, 10, 22);
const RUNS = 3;
const q = {
  'start-ts': FROM,
  'end-ts': FROM + 56 * D,
  'duration-value': 3,
  'duration-unit': 'days' as const,
  'maintenance-p-max': 0,
};

const pg = await startTestPostgres();
try {
  console.log(
    `Maintenance benchmark (${new Date().toISOString()}, node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const database = await createTestDatabase(pg.url);
  const db = await createDb(database.url, 10);
  await migrateToLatest(db);
  await seedDemo(db);
  await seedDemoWorld(db, { now: NOW });
  const view = (await plantsRepo(db).findView('alpine', 'hochalm'))!;
  const signal = new AbortController().signal;
  const time = async <T>(f: () => Promise<T>) => {
    const ms: number[] = [];
    let out!: T;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      out = await f();
      ms.push(performance.now() - t0);
    }
    return { out, p50: percentile(ms, 50) };
  };
  const opts = { strideHours: 168, now: NOW };
  const bound = await time(() =>
    optimalMaintenanceTimings(db, view, 'hochalm.m1', q, signal, { top: Infinity, strideHours: 168 }),
  );
  const screened = await time(() =>
    resolveMaintenanceWindows(db, view, 'hochalm.m1', q, signal, { ...opts, resolve: 5 }),
  );
  const full = await time(() =>
    resolveMaintenanceWindows(db, view, 'hochalm.m1', q, signal, { ...opts, resolve: Infinity }),
  );
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const top = (list: { start: number }[]) =>
    list
      .slice(0, 3)
      .map((c) => day(c.start))
      .join(', ');
  console.log(
    `weekly starts of a 3-day outage over 8 weeks: ${bound.out.length} windows; plan ${56 + 7} days hourly per solve`,
  );
  console.log(`bound only:          ${bound.p50.toFixed(0)} ms, first three ${top(bound.out)}`);
  console.log(`screened + 5 solves: ${screened.p50.toFixed(0)} ms (6 solves), first three ${top(screened.out)}`);
  console.log(
    `full (every window): ${full.p50.toFixed(0)} ms (${bound.out.length + 1} solves), first three ${top(full.out)}`,
  );
  const agree = top(screened.out) === top(full.out);
  console.log(
    `first three agree with the full re-solve: ${agree ? 'yes' : 'NO'}; bound's first three ${top(bound.out) === top(full.out) ? 'agree' : 'differ'}`,
  );
  console.log(`ratio screened / full: ${(screened.p50 / full.p50).toFixed(2)}`);
  for (const c of full.out.filter(isPlanned))
    console.log(
      `  ${day(c.start)}: lost ${c.lost_value_eur.toFixed(0)} EUR (bound ${c.approx_lost_value_eur.toFixed(0)} EUR)`,
    );
  await db.destroy();
  await database.drop();
} finally {
  await closeSolvers();
  await pg.stop();
}
