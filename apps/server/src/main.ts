// Entry point: config -> database (embedded or DATABASE_URL) -> migrate -> seed (DEMO) -> listen.
// Startup failures print one line on stderr and exit with 1.
import { warmSolvers } from '@penstock/optimizer';
import { buildApp } from './app.js';
import { createSettableClock, systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/createDb.js';
import { migrateToLatest } from './db/migrate.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/startEmbeddedPostgres.js';
import { seedDemo } from './seed/seedDemo.js';
import { seedDemoWorld } from './seed/seedDemoWorld.js';
import { queueFirstStartRuns } from './modules/optimization/queueFirstStartRuns.js';
import { jobsFor, startScheduler } from './modules/scheduler/startScheduler.js';

const stopped: Array<() => Promise<unknown>> = [];

async function main() {
  const config = loadConfig();
  let url = config.databaseUrl;
  if (!url) {
    // Supervised: restarted with back-off when it dies, while the server keeps answering (503 meanwhile).
    const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (line) => process.stderr.write(`penstock: ${line}\n`),
    });
    stopped.unshift(() => embedded.stop());
    url = embedded.url;
  }
  const db = await createDb(url);
  stopped.unshift(() => db.destroy());
  await migrateToLatest(db);
  let firstStart = false;
  if (config.demo) {
    await seedDemo(db);
    const world = await seedDemoWorld(db); // first start only: 3 years of hourly data, a few seconds
    if (world.loaded)
      process.stdout.write(
        `demo world loaded: ${world.series} series, ${world.values} values in ${(world.ms / 1000).toFixed(1)} s\n`,
      );
    firstStart = world.loaded;
  }

  // one source of "now" for the API and the jobs (freshness, outdated checks, re-plans, expiries)
  const clock = config.testClock ? createSettableClock() : systemClock;
  const app = await buildApp({ config, db, clock });
  stopped.unshift(() => app.close()); // also stops pg-boss (waiting for running jobs)
  // Jobs: the scheduler role fires cron schedules, the worker role runs jobs; an api-only process sends only.
  if (config.roles.includes('scheduler') || config.roles.includes('worker'))
    await startScheduler({ db, log: app.log, clock }, config.roles);
  // The process that solves starts its solver workers warm (HiGHS loaded, the LP builder compiled),
  // so its first run does not pay for that (bench/lpBuild.bench.ts: first solve 14.8 s cold, 1.75 s warm at load 24).
  if (config.roles.includes('worker')) warmSolvers().catch((err) => app.log.warn({ err }, 'solver workers not warmed'));
  // A fresh demo world gets water values and a plan per live plant at once, not only after the
  // first weekly and hourly tasks: each plant's long-term run, then its short-term run valued by
  // that run's cuts; queued for whichever process works (started_by 'startup').
  // A failure here is logged, not fatal: the scheduler's tasks make the same runs later.
  if (firstStart)
    await queueFirstStartRuns(db, await jobsFor({ db, log: app.log }), app.log).catch((err) =>
      app.log.error({ err }, 'first start: runs not queued'),
    );
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    `Penstock listening on http://${shown}:${config.port} (database: ${config.databaseUrl ? 'DATABASE_URL' : 'embedded'}, demo: ${config.demo ? 'on' : 'off'})\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await shutdown();
    process.exit(0);
  };
  // A promise nobody awaited that failed (a lost connection in a background task) is logged, not fatal:
  // no database failure may end the process.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** HTTP server first, then the pool, then the embedded database. */
async function shutdown() {
  for (const fn of stopped.splice(0)) await fn().catch(() => {});
}

main().catch(async (err: unknown) => {
  const message =
    err instanceof ConfigError ? err.message : `failed to start: ${(err as Error)?.message ?? String(err)}`;
  process.stderr.write(`penstock: ${message.split('\n')[0]}\n`);
  await shutdown();
  process.exit(1);
});
