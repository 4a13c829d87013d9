import type { Config } from '../config.js';
import { appOfFile } from './appOfFile.js';
import { mailTestApp } from './signedInTestApp.js';

/**
 * One mailTestApp for the tests of a file: started before them, closed (with its mail server) after them.
 *
 *   const file = mailAppOfFile();
 *   it('...', async () => { await file.t.app.inject({ method: 'GET', url, headers: file.admin }); file.smtp... });
 */
export const mailAppOfFile = (configOverrides: Partial<Config> = {}) => appOfFile(() => mailTestApp(configOverrides));
