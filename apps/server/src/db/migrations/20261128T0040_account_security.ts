import { INSERT_HISTORY } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Issue 20 (security).
// - account.password_changed_at: when a user's password was last set. A session (or a two-factor
//   challenge) opened before it, or before secret_rotated_at, no longer works.
// - account_portfolio.account_kind: the account's kind, filled in by a trigger and held equal to it
//   by a foreign key on account(id, kind), so that "an API service account belongs to exactly one
//   portfolio" is a partial unique index, not a read-then-write two admins can race past. Links an
//   API account already had beyond its first (the default, else the lowest portfolio id) are removed,
//   each recorded in the account's history.
// - contact_request(account_id, created_at): the per-account contact-request limit counts by it.
const UP = `
alter table account add column password_changed_at timestamptz;

do $$
declare r record;
begin
  for r in
    select l.account_id, l.portfolio_id, l.can_write, l.is_default
    from (select l.*, row_number() over (partition by l.account_id order by l.is_default desc, l.portfolio_id) as n
          from account_portfolio l join account a on a.id = l.account_id where a.kind = 'api') l
    where l.n > 1
  loop
    delete from account_portfolio where account_id = r.account_id and portfolio_id = r.portfolio_id;
    update account set version = version + 1, updated_at = now(), updated_by = 'migration 20261128T0040'
      where id = r.account_id;
    ${INSERT_HISTORY}
    select 'account', a.id::text, a.version, 'update', now(), 'migration 20261128T0040',
           jsonb_build_object('portfolio ' || r.portfolio_id, jsonb_build_object(
             'from', (case when r.can_write then 'write' else 'read' end) || (case when r.is_default then ', default' else '' end),
             'to', null)),
           to_jsonb(a) - 'password_hash'
    from account a where a.id = r.account_id;
  end loop;
end $$;

alter table account add constraint account_id_kind_key unique (id, kind);
alter table account_portfolio add column account_kind text;
update account_portfolio l set account_kind = a.kind from account a where a.id = l.account_id;
alter table account_portfolio alter column account_kind set not null;

create function account_portfolio_account_kind() returns trigger language plpgsql as $$
begin
  new.account_kind := (select kind from account where id = new.account_id);
  return new;
end $$;
create trigger account_portfolio_account_kind before insert or update of account_id on account_portfolio
  for each row execute function account_portfolio_account_kind();

alter table account_portfolio add constraint account_portfolio_account_kind_fkey
  foreign key (account_id, account_kind) references account (id, kind) on update cascade on delete cascade;
create index account_portfolio_account_kind_idx on account_portfolio (account_id, account_kind);
create unique index account_portfolio_one_per_api_account on account_portfolio (account_id) where account_kind = 'api';

create index contact_request_account_id_created_at_idx on contact_request (account_id, created_at);
`;

export const { up, down } = sqlMigration(
  UP,
  `drop index contact_request_account_id_created_at_idx;
drop index account_portfolio_one_per_api_account;
alter table account_portfolio drop constraint account_portfolio_account_kind_fkey;
drop trigger account_portfolio_account_kind on account_portfolio;
drop function account_portfolio_account_kind();
alter table account_portfolio drop column account_kind;
alter table account drop constraint account_id_kind_key, drop column password_changed_at;`,
);
