import type { Db } from './schema.js';

/**
 * A repository or service built once per database and shared (guards and other modules use it on
 * every request, so it must not be rebuilt each time):
 *
 *   export const plantsRepo = perDb(createPlantsRepo);   // in the module's index.ts
 *   plantsRepo(request.server.db).findView(...)
 */
export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let it = built.get(db);
    if (it === undefined) built.set(db, (it = make(db)));
    return it;
  };
}
