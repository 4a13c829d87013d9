/**
 * createTestApp plus a short demo world (default: 2026-03-20 to 2026-11-05 UTC, "now" 2026-10-30),
 * so API tests cross both daylight-saving changes of 2026 in Europe/Vienna while loading in ~2 s.
 *
 *   const t = await createWorldTestApp();            // t.world: the same world, for expected values
 */
import { createWorld, type World, type WorldOptions } from '../world/index.js';
import { seedDemoWorld } from '../seed/seedDemoWorld.js';
import type { Config } from '../config.js';
import { createTestApp, type TestApp } from './createTestApp.js';

export const TEST_WORLD: WorldOptions = {
  seed: 20260101,
  start: Date.UTC(2026, 2, 20),
  now: Date.UTC(2026, 9, 30, 12),
  end: Date.UTC(2026, 10, 5),
};

export async function createWorldTestApp(
  world: WorldOptions = TEST_WORLD,
  configOverrides: Partial<Config> = {},
): Promise<TestApp & { world: World }> {
  const t = await createTestApp(configOverrides);
  await seedDemoWorld(t.db, world);
  return { ...t, world: createWorld({ seed: 20260101, ...world }) };
}
