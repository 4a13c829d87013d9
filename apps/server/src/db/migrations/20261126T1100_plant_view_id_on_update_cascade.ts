import { sql, type Kysely } from 'kysely';

// Manage Plant View (issue 11): a plant view's External ID is its id, the text primary key many
// tables reference (component assignments, runs, uploads, constraints, maintenance ...). Renaming it
// must carry every reference along, so every foreign key onto plant_view(id) is re-created with
// ON UPDATE CASCADE, whatever its ON DELETE rule. The keys are read from the catalogue, so one a
// module added earlier is covered too; schema.test.ts fails for one added later without the rule.
const recreate = (onUpdate: 'on update cascade' | '') => sql`
do $$
declare fk record;
begin
  for fk in
    select c.conrelid::regclass as tbl, c.conname, pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where c.contype = 'f' and c.confrelid = 'plant_view'::regclass
  loop
    execute format('alter table %s drop constraint %I', fk.tbl, fk.conname);
    execute format('alter table %s add constraint %I %s ${sql.raw(onUpdate)}', fk.tbl, fk.conname,
      regexp_replace(fk.def, '\\s*ON UPDATE CASCADE', '', 'i'));
  end loop;
end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await recreate('on update cascade').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await recreate('').execute(db);
}
