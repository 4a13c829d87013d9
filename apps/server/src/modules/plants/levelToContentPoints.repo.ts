import type { Executor } from '../../db/schema.js';

/** Level-to-content points of these hydro bodies, by body and level. */
export function levelToContentPoints(hydroBodyIds: string[], trx: Executor) {
  if (!hydroBodyIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('level_to_content_point')
    .select(['hydro_body_id', 'level', 'content'])
    .where('hydro_body_id', 'in', hydroBodyIds)
    .orderBy('hydro_body_id')
    .orderBy('level')
    .execute();
}
