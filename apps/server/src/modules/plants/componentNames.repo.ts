import type { Executor } from '../../db/schema.js';

/** The names of control units, hydro bodies and physical plants by id (ids that are none of them are left out). */
export async function componentNames(ids: string[], trx: Executor): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await trx
    .selectFrom('control_unit')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .unionAll(trx.selectFrom('hydro_body').select(['id', 'name']).where('id', 'in', ids))
    .unionAll(trx.selectFrom('physical_plant').select(['id', 'name']).where('id', 'in', ids))
    .execute();
  // a unit's name before a body's before a plant's, as coalesce(u.name, b.name, p.name) had it
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.id)) out.set(r.id, r.name);
  return out;
}
