// `npm run test:fast` runs the projects fast and components: no PostgreSQL may start for them.
import { expect, inject, test } from 'vitest';

test('the fast projects run without a database', () => {
  expect(inject('adminDatabaseUrl')).toBeUndefined();
});
