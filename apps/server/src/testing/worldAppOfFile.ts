import type { Config } from '../config.js';
import { appOfFile } from './appOfFile.js';
import { worldAppAt } from './worldAppAt.js';

/**
 * One worldAppAt(now) for the tests of a file: started before them with the demo operator's and
 * admin's sessions, closed after them.
 *
 *   const w = worldAppOfFile(NOW);
 *   it('...', async () => { await w.t.app.inject({ method: 'GET', url, headers: w.operator }); });
 */
export const worldAppOfFile = (now: number, configOverrides: Partial<Config> = {}) =>
  appOfFile(() => worldAppAt(now, configOverrides));
