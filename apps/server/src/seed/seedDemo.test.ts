import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../testing/testAppOfFile.js';
import { NO_MIGRATIONS } from 'kysely';
import { createMigrator } from '../db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PORTFOLIOS, seedDemo } from './seedDemo.js';

const file = testAppOfFile();

describe('seedDemo', () => {
  it('seeds the demo world and is idempotent', async () => {
    await seedDemo(file.t.db);
    await seedDemo(file.t.db);
    expect(await file.t.db.selectFrom('customer').select('name').execute()).toEqual([{ name: 'Demo Hydro' }]);
    const portfolios = await file.t.db.selectFrom('portfolio').select(['id', 'display_name']).orderBy('id').execute();
    expect(portfolios).toEqual([...DEMO_PORTFOLIOS].sort((a, b) => a.id.localeCompare(b.id)));
    const accounts = await file.t.db
      .selectFrom('account')
      .select(['email', 'full_name', 'is_admin', 'mfa_enabled', 'password_hash'])
      .orderBy('email')
      .execute();
    expect(accounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(accounts.every((a) => a.password_hash.startsWith('$argon2id$'))).toBe(true);
    expect(accounts.find((a) => a.email === 'mfa@penstock.demo')).toMatchObject({
      full_name: 'Mia Factor',
      mfa_enabled: true,
    });
    const links = await file.t.db
      .selectFrom('account_portfolio')
      .innerJoin('account', 'account.id', 'account_portfolio.account_id')
      .select(['account.email', 'portfolio_id', 'can_write', 'is_default'])
      .orderBy('email')
      .orderBy('portfolio_id')
      .execute();
    expect(links).toEqual([
      { email: 'mfa@penstock.demo', portfolio_id: 'pumped', can_write: true, is_default: true },
      { email: 'operator@penstock.demo', portfolio_id: 'alpine', can_write: true, is_default: true },
      { email: 'operator@penstock.demo', portfolio_id: 'river', can_write: false, is_default: false },
    ]);
  });

  it('the database allows at most one default portfolio per account', async () => {
    const op = await file.t.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'operator@penstock.demo')
      .executeTakeFirstOrThrow();
    await expect(
      file.t.db.updateTable('account_portfolio').set({ is_default: true }).where('account_id', '=', op.id).execute(),
    ).rejects.toThrow(/unique/);
  });
});

describe('migrations', () => {
  it('go down to nothing and up again', async () => {
    const migrator = createMigrator(file.t.db);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const tables = async () =>
      (await file.t.db.introspection.getTables()).map((x) => x.name).filter((n) => !n.startsWith('kysely_'));
    expect(await tables()).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    // later migrations add their own tables; the foundation's must all come back
    expect((await tables()).sort()).toEqual(
      expect.arrayContaining([
        'account',
        'account_portfolio',
        'auth_session',
        'auth_token',
        'contact_request',
        'customer',
        'login_failure',
        'mfa_challenge',
        'password_reset',
        'portfolio',
        'user_setting',
      ]),
    );
    await seedDemo(file.t.db);
  });
});
