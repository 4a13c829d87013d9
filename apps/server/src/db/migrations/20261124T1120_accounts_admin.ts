import { sql, type Kysely } from 'kysely';

// Users and API service accounts as administered entities (issue 11): kind 'user' or 'api' (an API
// service account signs in with HTTP Basic like a user, never as admin and without two-factor),
// disabled_at (no sign-in, sessions revoked), and version / updated_at / updated_by for history.
const UP = `
alter table account
  add column kind text not null default 'user' check (kind in ('user', 'api')),
  add column disabled_at timestamptz,
  add column secret_rotated_at timestamptz,
  add column created_by text,
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by text,
  add constraint account_api_plain check (kind = 'user' or (not is_admin and not mfa_enabled));

insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
select 'account', a.id::text, 1, 'create', a.created_at, null,
       jsonb_build_object('email', jsonb_build_object('from', null, 'to', a.email)),
       to_jsonb(a) - 'password_hash'
from account a;
`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(UP).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `delete from entity_history where entity = 'account';
alter table account drop constraint account_api_plain, drop column kind, drop column disabled_at, drop column secret_rotated_at, drop column created_by,
  drop column version, drop column updated_at, drop column updated_by;`,
    )
    .execute(db);
}
