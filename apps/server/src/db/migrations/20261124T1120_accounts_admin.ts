import { INSERT_HISTORY, addEntityColumns, dropEntityColumns } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Users and API service accounts as administered entities (issue 11): kind 'user' or 'api' (an API
// service account signs in with HTTP Basic like a user, never as admin and without two-factor),
// disabled_at (no sign-in, sessions revoked), and version / updated_at / updated_by for history.
const UP = `
alter table account
  add column kind text not null default 'user' check (kind in ('user', 'api')),
  add column disabled_at timestamptz,
  add column secret_rotated_at timestamptz,
  add column created_by text,
${addEntityColumns},
  add constraint account_api_plain check (kind = 'user' or (not is_admin and not mfa_enabled));

${INSERT_HISTORY}
select 'account', a.id::text, 1, 'create', a.created_at, null,
       jsonb_build_object('email', jsonb_build_object('from', null, 'to', a.email)),
       to_jsonb(a) - 'password_hash'
from account a;
`;

export const { up, down } = sqlMigration(
  UP,
  `delete from entity_history where entity = 'account';
alter table account drop constraint account_api_plain, drop column kind, drop column disabled_at, drop column secret_rotated_at, drop column created_by,
  ${dropEntityColumns};`,
);
