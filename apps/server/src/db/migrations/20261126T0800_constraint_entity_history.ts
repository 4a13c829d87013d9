import { INSERT_HISTORY } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';
import { PLANT_CONSTRAINT_HISTORY } from './20261124T0400_constraints.js';

// Constraints move onto the shared entities with history (issue 8, db/entities/defineEntity.ts):
// their change history goes from plant_constraint_history into entity_history (entity
// 'plant_constraint'; the changeset's fields as {from, to} under the column names, validity times
// as timestamps, deactivated_timestamp_millis as it was), the old table goes, and updated_at
// becomes the entity tables' not-null column. Versions keep their numbers (0 = created).
const UP = `
${INSERT_HISTORY}
select 'plant_constraint', h.constraint_id::text, h.version, case when h.version = 0 then 'create' else 'update' end,
       h.changed_at, h.changed_by,
       (select coalesce(jsonb_object_agg(
                 case e.key when 'validity_start_timestamp_millis' then 'validity_start'
                            when 'validity_end_timestamp_millis' then 'validity_end' else e.key end,
                 jsonb_build_object('from', null, 'to',
                   case when e.key in ('validity_start_timestamp_millis', 'validity_end_timestamp_millis') and jsonb_typeof(e.value) = 'number'
                        then to_jsonb(to_char(to_timestamp((e.value #>> '{}')::float8 / 1000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                        else e.value end)), '{}'::jsonb)
        from jsonb_each(h.changeset) e),
       null
from plant_constraint_history h
on conflict (entity, entity_id, version) do nothing;

drop table plant_constraint_history;

update plant_constraint set updated_at = coalesce(updated_at, created_at) where updated_at is null;
alter table plant_constraint alter column updated_at set default now(), alter column updated_at set not null;
`;

const DOWN = `
alter table plant_constraint alter column updated_at drop not null, alter column updated_at drop default;
${PLANT_CONSTRAINT_HISTORY}
insert into plant_constraint_history (constraint_id, version, changed_at, changed_by, changeset)
select c.id, h.version, h.changed_at, coalesce(h.changed_by, c.created_by),
       (select coalesce(jsonb_object_agg(
                 case e.key when 'validity_start' then 'validity_start_timestamp_millis' when 'validity_end' then 'validity_end_timestamp_millis' else e.key end,
                 case when e.key in ('validity_start', 'validity_end') and e.value->'to' <> 'null'::jsonb
                      then to_jsonb(extract(epoch from (e.value->>'to')::timestamptz) * 1000) else e.value->'to' end), '{}'::jsonb)
        from jsonb_each(h.changes) e)
from entity_history h join plant_constraint c on c.id::text = h.entity_id
where h.entity = 'plant_constraint';
delete from entity_history where entity = 'plant_constraint';
`;

export const { up, down } = sqlMigration(UP, DOWN);
