import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { createTestApp, type TestApp } from './createTestApp.js';

/**
 * One createTestApp for the tests of a file: started before them, closed after them.
 *
 *   const file = testAppOfFile();
 *   it('...', async () => { await file.t.db.selectFrom('account')... });
 */
export function testAppOfFile(configOverrides: Partial<Config> = {}): { t: TestApp } {
  const file = {} as { t: TestApp };
  beforeAll(async () => {
    file.t = await createTestApp(configOverrides);
  });
  afterAll(() => file.t?.close());
  return file;
}
