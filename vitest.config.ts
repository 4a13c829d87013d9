import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Only the projects that talk to PostgreSQL start it (test/globalSetup.ts, one server shared by them):
// `npm run test:fast` (projects fast and components) needs neither a database nor a browser.
const database = { globalSetup: ['./test/globalSetup.ts'] };
// Pure, but long solves (a MIP proved by cbc): no database, yet not in the fast loop.
const SLOW_SOLVES = [
  'packages/optimizer/src/searchRuns.test.ts',
  'packages/optimizer/src/shop/shopBasic.test.ts',
  'packages/optimizer/src/headPlanUnderLoad.test.ts',
];

export default defineConfig({
  // The web app's own import alias, so unit tests of web code can import what imports through it.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        // Pure code: domain, optimiser (HiGHS, cbc and glpsol as checks), the web's logic, and the
        // web-to-server path contract (test/).
        extends: true,
        test: {
          name: 'fast',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: SLOW_SOLVES,
          environment: 'node',
          isolate: false, // one module graph per worker: importing Mantine or HiGHS once, not per file
          restoreMocks: true,
        },
      },
      {
        // Component tests (forms, lists, query states) beside the components, in a DOM.
        extends: true,
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./test/setupDom.ts'],
          isolate: false, // one module graph per worker: importing Mantine or HiGHS once, not per file
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: { name: 'solver', include: SLOW_SOLVES, environment: 'node' },
      },
      {
        // The server: API tests against a real PostgreSQL (one database per file).
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          ...database,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Two journeys at a time, in a group of their own after the other projects: each file has its
          // own server, database copy and browser, and most of a journey's time is waiting on them.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 90_000,
          // a file's beforeAll may wait for another file to build the seeded template (harness.ts)
          hookTimeout: 600_000,
          ...database,
        },
      },
    ],
  },
});
