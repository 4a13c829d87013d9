import type { Config } from '../config.js';
import { createWorldTestApp, TEST_WORLD } from './createWorldTestApp.js';
import type { TestApp } from './createTestApp.js';
import { bearer, signIn } from './signIn.js';

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
  const operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
  const admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  return { t, operator, admin };
}
