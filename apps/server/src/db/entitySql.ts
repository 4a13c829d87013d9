// SQL fragments of the entities with history (db/entities/defineEntity.ts) for migrations. A migration
// that ran must keep its SQL text, so these write exactly what earlier migrations wrote by hand.

const COLUMNS = [
  'version integer not null default 1',
  'updated_at timestamptz not null default now()',
  'updated_by text',
];

/** defineEntity's columns as lines of a create table, indented by `indent` spaces like the table's other columns. */
export const entityColumns = (indent = 2) => COLUMNS.map((c) => ' '.repeat(indent) + c).join(',\n');

/** defineEntity's columns as `add column` clauses of an alter table. */
export const addEntityColumns = COLUMNS.map((c) => `  add column ${c}`).join(',\n');

/** The `drop column` clauses that undo addEntityColumns. */
export const dropEntityColumns = 'drop column version, drop column updated_at, drop column updated_by';

export const INSERT_HISTORY =
  'insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)';

/**
 * The 'create' history entry (version 1) of every row a table holds when the migration runs, its
 * changes one field from null to the row's value. `id`, `at` and `by` are SQL of the row alias;
 * 'wrapped' puts the changes on their own line, the layout some migrations were written in.
 */
export function createdHistory(
  h: { entity: string; table: string; alias: string; id: string; at: string; by: string; field: string },
  layout: 'line' | 'wrapped' = 'line',
): string {
  const changes = `jsonb_build_object('${h.field}', jsonb_build_object('from', null, 'to', ${h.alias}.${h.field})), to_jsonb(${h.alias})`;
  return `${INSERT_HISTORY}
select '${h.entity}', ${h.id}, 1, 'create', ${h.at}, ${h.by},${layout === 'line' ? ' ' : '\n       '}${changes}
from ${h.table} ${h.alias};`;
}

/** The indexes of a table of time-bound rows of a plant's units (outages, grid reserves): by plant and start, by view, by unit. */
export const unitRowIndexes = (table: string) =>
  [
    `create index ${table}_plant_start_idx on ${table} (physical_plant_id, start_ts);`,
    `create index ${table}_view_idx on ${table} (plant_view_id);`,
    `create index ${table}_unit_idx on ${table} (control_unit_id);`,
  ].join('\n');
