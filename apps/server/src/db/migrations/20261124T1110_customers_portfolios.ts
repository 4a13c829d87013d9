import { sql, type Kysely } from 'kysely';

// Customers and portfolios as administered entities (issue 11): customers get contact, currency and
// default time zone; both get version / updated_at / updated_by for history and optimistic
// concurrency (defineEntity), and so do plant views (created, renamed and removed on a portfolio's screen). Existing rows start at version 1 with a "create" history entry.
const UP = `
alter table customer
  add column contact_name text,
  add column contact_email text,
  add column currency text not null default 'EUR',
  add column timezone text not null default 'Europe/Vienna',
  add column notes text not null default '',
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by text;
alter table portfolio
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by text;
alter table plant_view
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by text;

insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
select 'customer', c.id::text, 1, 'create', c.created_at, null, jsonb_build_object('name', jsonb_build_object('from', null, 'to', c.name)), to_jsonb(c)
from customer c;
insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
select 'portfolio', p.id, 1, 'create', p.created_at, null, jsonb_build_object('display_name', jsonb_build_object('from', null, 'to', p.display_name)), to_jsonb(p)
from portfolio p;
`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(UP).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `delete from entity_history where entity in ('customer', 'portfolio', 'plant_view');
alter table portfolio drop column version, drop column updated_at, drop column updated_by;
alter table plant_view drop column version, drop column updated_at, drop column updated_by;
alter table customer drop column contact_name, drop column contact_email, drop column currency, drop column timezone, drop column notes,
  drop column version, drop column updated_at, drop column updated_by;`,
    )
    .execute(db);
}
