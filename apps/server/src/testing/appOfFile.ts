import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './createTestApp.js';

/**
 * What `start` answers (a test app with its sessions), for the tests of a file: started before them,
 * closed after them. The answer fills the returned object in beforeAll, so read its fields in the tests.
 *
 *   const file = appOfFile(() => signedInWorldApp());
 *   it('...', async () => { await file.t.app.inject({ method: 'GET', url, headers: file.operator }); });
 */
export function appOfFile<A extends { t: TestApp }>(start: () => Promise<A>): A {
  const file = {} as A;
  beforeAll(async () => {
    Object.assign(file, await start());
  });
  afterAll(() => file.t?.close());
  return file;
}
