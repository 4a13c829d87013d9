import { sql, type Kysely } from 'kysely';

// Issue 24: a reserve obligation the plan does not hold is a violation with its price. Each step of
// grid_reserve_plan keeps the run's shortfall price (EUR per MW and hour, Penalties.reserveShortfall)
// and the step's shortfall cost (EUR); rows of earlier runs read 0 (no price was kept).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table grid_reserve_plan
      add column shortfall_price double precision not null default 0,
      add column shortfall_cost double precision not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table grid_reserve_plan drop column shortfall_price, drop column shortfall_cost`.execute(db);
}
