// Token check benchmark: `node --import tsx bench/tokenCheck.bench.ts`.
// The access-token check runs on every authenticated request. Since issue 20 it reads the session's
// account as well (disabled, password or secret changed after the session was opened) in the one
// query it already made on primary keys (token, session, account). Three timings, interleaved so
// they see the same machine load, each over 3,000 checks of one admin token:
//   check     the whole check as the authentication hook runs it (JWT verify + the query + rules)
//   query     the query alone (auth.repo findToken)
//   before    the query as it was before issue 20 (the same join, without the account's standing)
//   bare      a bare primary-key lookup of the token row (the least any database check costs)
// Prints p50/p99 and the ratios to `bare` (the extra cost of reading session and account).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { systemClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/createDb.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { buildApp } from '../apps/server/src/app.js';
import { createAuthRepo, TOKEN_CHECK_COLUMNS } from '../apps/server/src/modules/auth/auth.repo.js';
import { createAuthService } from '../apps/server/src/modules/auth/auth.service.js';
import { seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { signIn } from '../apps/server/src/testing/signIn.js';
import { createTestDatabase } from '../test/database.js';
import { startTestPostgres } from '../test/postgres.js';
import { percentile, timeRuns } from './benchStats.js';

const RUNS = 3000;
const pg = await startTestPostgres();
try {
  console.log(
    `Token check benchmark (${new Date().toISOString()}, node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const database = await createTestDatabase(pg.url);
  const db = await createDb(database.url, 10);
  await migrateToLatest(db);
  await seedDemo(db);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'penstock-bench-')),
    DATABASE_URL: database.url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  const { access_token } = await signIn(app, 'admin@penstock.demo');
  const jti = decodeJwt(access_token).jti!;
  const auth = createAuthService({ db, config, mailer: app.mailer, clock: systemClock, log: app.log });
  const repo = createAuthRepo(db);
  const authorization = `Bearer ${access_token}`;

  const before = () =>
    db
      .selectFrom('auth_token')
      .innerJoin('auth_session', 'auth_session.id', 'auth_token.session_id')
      .innerJoin('account', 'account.id', 'auth_session.account_id')
      .select([
        ...TOKEN_CHECK_COLUMNS,
        'account.id as account_id',
        'account.email',
        'account.full_name',
        'account.is_admin',
      ])
      .where('auth_token.jti', '=', jti)
      .executeTakeFirst();
  const [check, query, old, bare] = await timeRuns(RUNS, [
    () => auth.authenticate(authorization),
    () => repo.findToken(jti),
    before,
    () => db.selectFrom('auth_token').select(['jti', 'type', 'session_id']).where('jti', '=', jti).executeTakeFirst(),
  ]);
  const row = (name: string, ms: number[]) =>
    console.log(
      `${name.padEnd(6)} p50 ${percentile(ms, 50).toFixed(3)} ms, p99 ${percentile(ms, 99).toFixed(3)} ms, ratio to bare p50 ${(
        percentile(ms, 50) / percentile(bare, 50)
      ).toFixed(2)}`,
    );
  row('check', check);
  row('query', query);
  row('before', old);
  row('bare', bare);
  await app.close();
  await db.destroy();
  await database.drop();
} finally {
  await pg.stop();
}
