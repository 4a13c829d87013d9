import { INSERT_HISTORY, createdHistory } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Entities with history (issue 8; db/entities/defineEntity.ts writes it):
// - entity_history: every change of an entity row (entity name, row key, version after the change,
//   who, when, the changed fields with before and after, the whole row after the change);
// - entity tables carry version (optimistic concurrency), updated_at and updated_by: here the
//   nomination configuration and the periodic tasks. Existing rows start at version 1 with a
//   "create" entry, so their history is complete from now on.
const UP = `
create table entity_history (
  id bigint generated always as identity primary key,
  entity text not null,
  entity_id text not null,
  version integer not null,
  action text not null check (action in ('create', 'update', 'delete')),
  changed_at timestamptz not null,
  changed_by text,
  changes jsonb not null,
  row_after jsonb,
  unique (entity, entity_id, version)
);

alter table nomination_configuration add column version integer not null default 1;
alter table periodic_task add column version integer not null default 1;

${INSERT_HISTORY}
select 'nomination_configuration', n.physical_plant_id, 1, 'create', n.updated_at, n.updated_by,
       jsonb_build_object(
         'day_ahead_bid_completion_hour', jsonb_build_object('from', null, 'to', n.day_ahead_bid_completion_hour),
         'day_ahead_bid_completion_minute', jsonb_build_object('from', null, 'to', n.day_ahead_bid_completion_minute)),
       to_jsonb(n)
from nomination_configuration n;
${createdHistory({ entity: 'periodic_task', table: 'periodic_task', alias: 't', id: 't.name', at: 't.updated_at', by: 't.updated_by', field: 'is_paused' }, 'wrapped')}
`;

export const { up, down } = sqlMigration(
  UP,
  'alter table periodic_task drop column version; alter table nomination_configuration drop column version; drop table if exists entity_history;',
);
