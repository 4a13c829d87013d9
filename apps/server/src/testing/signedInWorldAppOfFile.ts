import { appOfFile } from './appOfFile.js';
import { signedInWorldApp } from './signedInWorldApp.js';

/**
 * One signedInWorldApp for the tests of a file: the test world with the demo admin's, operator's and
 * newcomer's sessions, started before them and closed after them.
 *
 *   const w = signedInWorldAppOfFile();
 *   it('...', async () => { await w.t.app.inject({ method: 'GET', url, headers: w.newcomer }); });
 */
export const signedInWorldAppOfFile = (options: { workers?: boolean } = {}) =>
  appOfFile(() => signedInWorldApp(options));
