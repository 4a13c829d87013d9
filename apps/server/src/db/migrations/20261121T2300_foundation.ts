import { sql, type Kysely } from 'kysely';

// Foundation: accounts, customers, portfolios, settings, auth sessions and tokens, MFA, resets, contact.
// Every foreign key has its own index (or leads a primary key / unique index).
export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = sql`now()`;
  /** A table of an account's records: a uuid id and the account (its rows go with it), other columns to add. */
  const accountRecords = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'uuid', uuidPk)
      .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'));
  const indexAccount = (table: string) =>
    db.schema.createIndex(`${table}_account_id_idx`).on(table).column('account_id').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'uuid', uuidPk)
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mfa_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('customer')
    .addColumn('id', 'uuid', uuidPk)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('portfolio')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customer.id').onDelete('restrict'))
    .addColumn('display_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('portfolio_customer_id_idx').on('portfolio').column('customer_id').execute();

  await db.schema
    .createTable('account_portfolio')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('portfolio_id', 'text', (c) => c.notNull().references('portfolio.id').onDelete('cascade'))
    .addColumn('can_write', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('account_portfolio_pk', ['account_id', 'portfolio_id'])
    .execute();
  await db.schema
    .createIndex('account_portfolio_portfolio_id_idx')
    .on('account_portfolio')
    .column('portfolio_id')
    .execute();
  // At most one default portfolio per account.
  await db.schema
    .createIndex('account_portfolio_one_default_idx')
    .on('account_portfolio')
    .column('account_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();

  await db.schema
    .createTable('user_setting')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('user_setting_pk', ['account_id', 'name'])
    .execute();

  await accountRecords('auth_session')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await indexAccount('auth_session');

  await db.schema
    .createTable('auth_token')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('auth_session.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('access', 'refresh')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('auth_token_session_id_idx').on('auth_token').column('session_id').execute();

  await accountRecords('mfa_challenge')
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await indexAccount('mfa_challenge');

  await accountRecords('password_reset')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await indexAccount('password_reset');

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'uuid', uuidPk)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failure_email_created_at_idx')
    .on('login_failure')
    .columns(['email', 'created_at'])
    .execute();

  await accountRecords('contact_request')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('comments', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await indexAccount('contact_request');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contact_request',
    'login_failure',
    'password_reset',
    'mfa_challenge',
    'auth_token',
    'auth_session',
    'user_setting',
    'account_portfolio',
    'portfolio',
    'customer',
    'account',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
