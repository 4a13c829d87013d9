import type { Config } from '../config.js';
import { appOfFile } from './appOfFile.js';
import { createTestApp, type TestApp } from './createTestApp.js';

/**
 * One createTestApp for the tests of a file: started before them, closed after them.
 *
 *   const file = testAppOfFile();
 *   it('...', async () => { await file.t.db.selectFrom('account')... });
 */
export const testAppOfFile = (configOverrides: Partial<Config> = {}): { t: TestApp } =>
  appOfFile(async () => ({ t: await createTestApp(configOverrides) }));
