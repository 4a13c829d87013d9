import { startScheduler } from '../modules/scheduler/startScheduler.js';
import type { World } from '../world/index.js';
import type { TestApp } from './createTestApp.js';
import { createWorldTestApp } from './createWorldTestApp.js';
import { demoSessions, type Headers } from './signedInTestApp.js';
import { bearer, signIn } from './signIn.js';

/**
 * The test world (createWorldTestApp, the app's clock not moved) with bearer headers of the demo
 * admin, operator and newcomer (who has no portfolio): the setup of the API tests that read or
 * change the demo plants. `workers: true` also starts the scheduler's API and workers (no periodic
 * tasks), so optimisation runs and other jobs are carried out.
 *
 *   beforeAll(async () => ({ t, admin, operator } = await signedInWorldApp()), 120_000);
 */
export async function signedInWorldApp(options: { workers?: boolean } = {}): Promise<{
  t: TestApp & { world: World };
  admin: Headers;
  operator: Headers;
  newcomer: Headers;
}> {
  const t = await createWorldTestApp();
  if (options.workers) await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['api', 'worker']);
  const newcomer = bearer((await signIn(t.app, 'newcomer@penstock.demo')).access_token);
  return { t, ...(await demoSessions(t.app)), newcomer };
}
