import { createdHistory, entityColumns } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

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
${entityColumns()},
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
${createdHistory({ entity: 'product_module', table: 'product_module_state', alias: 's', id: 's.id', at: 's.updated_at', by: 's.updated_by', field: 'state' }, 'wrapped')}
`;

export const { up, down } = sqlMigration(
  UP,
  `delete from entity_history where entity = 'product_module'; drop table if exists product_module_state;`,
);
