import { sql, type Kysely } from 'kysely';

// Product modules per physical plant (issue 11, spec 2 sections 3 and 4): one row per plant and
// module that was ever set (no row = INACTIVE), an entity with history (defineEntity; id is
// '{plant id}:{module}'). Plants that exist when this runs get every module ACTIVE, so nothing a
// customer already uses becomes gated by the upgrade.
const UP = `
create table product_module_state (
  id text primary key,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  module text not null check (module in ('insight_platform','inflow_package','basic_production_planning','long_term_planning',
    'maintenance_planning','price_forecast','advanced_production_planning','advanced_restrictions','intraday_optimization',
    'pumped_storage_optimization','grid_reserves','investment_decision_support')),
  state text not null check (state in ('ACTIVE','TRIAL','INACTIVE')),
  trial_ends_at timestamptz,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  unique (physical_plant_id, module),
  check ((state = 'TRIAL') = (trial_ends_at is not null))
);
-- the trial-expiry task looks up ended trials
create index product_module_state_trial_ends_at_idx on product_module_state(trial_ends_at) where state = 'TRIAL';

insert into product_module_state (id, physical_plant_id, module, state, updated_by)
select p.id || ':' || m.module, p.id, m.module, 'ACTIVE', 'migration'
from physical_plant p
cross join unnest(array['insight_platform','inflow_package','basic_production_planning','long_term_planning',
  'maintenance_planning','price_forecast','advanced_production_planning','advanced_restrictions','intraday_optimization',
  'pumped_storage_optimization','grid_reserves','investment_decision_support']) as m(module);
insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
select 'product_module', s.id, 1, 'create', s.updated_at, s.updated_by,
       jsonb_build_object('state', jsonb_build_object('from', null, 'to', s.state)), to_jsonb(s)
from product_module_state s;
`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(UP).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`delete from entity_history where entity = 'product_module'; drop table if exists product_module_state;`)
    .execute(db);
}
