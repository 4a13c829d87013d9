import type { Config } from '../config.js';
import { createWorldTestApp, TEST_WORLD } from './createWorldTestApp.js';
import type { TestApp } from './createTestApp.js';
import { demoSessions } from './signedInTestApp.js';

/**
 * The test world with the app's clock moved to `now`, and bearer headers of the demo operator and
 * admin: the setup of the editing tests (overrides, uploads, effective values).
 *
 *   beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)));
 */
export async function worldAppAt(
  now: number,
  configOverrides: Partial<Config> = {},
): Promise<{ t: TestApp; operator: Record<string, string>; admin: Record<string, string> }> {
  const t = await createWorldTestApp(TEST_WORLD, configOverrides);
  t.clock.advance(now - Date.now());
  return { t, ...(await demoSessions(t.app)) };
}
