import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import type { TestApp } from './createTestApp.js';
import { worldAppAt } from './worldAppAt.js';

type Headers = Record<string, string>;

/**
 * One worldAppAt(now) for the tests of a file: started before them with the demo operator's and
 * admin's sessions, closed after them.
 *
 *   const w = worldAppOfFile(NOW);
 *   it('...', async () => { await w.t.app.inject({ method: 'GET', url, headers: w.operator }); });
 */
export function worldAppOfFile(
  now: number,
  configOverrides: Partial<Config> = {},
): { t: TestApp; operator: Headers; admin: Headers } {
  const file = {} as { t: TestApp; operator: Headers; admin: Headers };
  beforeAll(async () => {
    Object.assign(file, await worldAppAt(now, configOverrides));
  });
  afterAll(() => file.t?.close());
  return file;
}
