import { PRODUCT_MODULES } from '@penstock/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { recordCreates } from '../../db/entities/entityHistory.repo.js';

/** The stored module rows of one plant (no row: INACTIVE). */
export const moduleRows = (physicalPlantId: string, db: Executor) =>
  db.selectFrom('product_module_state').selectAll().where('physical_plant_id', '=', physicalPlantId).execute();

/** Serialises module changes of one plant (a change touches several module rows). */
export const lockPlantModules = (physicalPlantId: string, trx: Executor) =>
  sql`select pg_advisory_xact_lock(hashtext(${`product_modules:${physicalPlantId}`}))`.execute(trx);

/** Plants with a trial whose end has come. */
export async function plantsWithEndedTrials(now: Date, db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('product_module_state')
    .select(['physical_plant_id'])
    .distinct()
    .where('state', '=', 'TRIAL')
    .where('trial_ends_at', '<=', now)
    .execute();
  return rows.map((r) => r.physical_plant_id);
}

/** Every module ACTIVE for these plants (rows that exist stay), each new row with its 'create' history entry. */
export async function insertActiveModules(physicalPlantIds: readonly string[], by: string, trx: Executor) {
  if (!physicalPlantIds.length) return;
  const { rows } = await sql<Record<string, unknown> & { id: string; state: string; updated_at: Date }>`
    insert into product_module_state (id, physical_plant_id, module, state, updated_by)
    select p || ':' || m, p, m, 'ACTIVE', ${by}
    from unnest(${physicalPlantIds}::text[]) as p cross join unnest(${PRODUCT_MODULES as readonly string[]}::text[]) as m
    on conflict (id) do nothing
    returning *`.execute(trx);
  await recordCreates(
    'product_module',
    rows.map((r) => ({ id: r.id, at: r.updated_at, by, changes: { state: { from: null, to: r.state } }, row: r })),
    trx,
  );
}
