import { startScheduler } from '../modules/scheduler/startScheduler.js';
import type { TestApp } from './createTestApp.js';
import { createWorldTestApp } from './createWorldTestApp.js';
import { bearer, signIn } from './signIn.js';

/**
 * The test world with the scheduler's API and workers started (optimisation runs and other jobs
 * are carried out) and bearer headers of the demo admin: the setup of tests that run the optimiser
 * through the API. Admin, because a run's horizon may lie in the past of the test clock, where
 * only admins edit plans.
 *
 *   beforeAll(async () => ({ t, admin } = await worldAppWithWorkers()), 180_000);
 */
export async function worldAppWithWorkers(): Promise<{ t: TestApp; admin: Record<string, string> }> {
  const t = await createWorldTestApp();
  await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['api', 'worker']);
  const admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  return { t, admin };
}
