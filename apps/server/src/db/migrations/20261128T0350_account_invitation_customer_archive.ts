import { sql, type Kysely } from 'kysely';

// Issue 27 item 7: a user invited but without a password yet is pending until the invitation's set-password
// link expires (invited_until; null once a password is set, and for accounts never invited); a customer is
// archived (hidden from the lists by default, its data kept) from archived_at on.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table account add column invited_until timestamptz`.execute(db);
  // users invited before this column and who never set their password: their newest invitation's expiry
  await sql`
    update account a set invited_until = r.expires_at
    from (select account_id, max(expires_at) as expires_at from password_reset group by account_id) r
    where r.account_id = a.id and a.kind = 'user' and a.password_changed_at is null and a.created_by is not null`.execute(
    db,
  );
  await sql`alter table customer add column archived_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table customer drop column archived_at`.execute(db);
  await sql`alter table account drop column invited_until`.execute(db);
}
