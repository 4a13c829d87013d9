import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { mailTestApp } from './signedInTestApp.js';

/**
 * One mailTestApp for the tests of a file: started before them, closed (with its mail server) after them.
 *
 *   const file = mailAppOfFile();
 *   it('...', async () => { await m.t.app.inject({ method: 'GET', url, headers: file.admin }); file.smtp... });
 */
export function mailAppOfFile(configOverrides: Partial<Config> = {}): Awaited<ReturnType<typeof mailTestApp>> {
  const file = {} as Awaited<ReturnType<typeof mailTestApp>>;
  beforeAll(async () => {
    Object.assign(file, await mailTestApp(configOverrides));
  });
  afterAll(() => file.t?.close());
  return file;
}
