// npm run backup / npm run restore (issue 15) with the real scripts and a real Penstock process on
// its embedded PostgreSQL: back up while sign-ins keep writing, wipe, restore, start again: the same
// data, every write acknowledged before the backup began, and the same sign-ins (tokens too).
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { freePort } from '../../../../test/postgres.js';
import { createDb } from '../db/createDb.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { embeddedUrl } from '../db/startEmbeddedPostgres.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/seedDemo.js';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'penstock-backup-test-'));
let server: ServerProcess | undefined;
let db: Db | undefined;

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const basic = (email: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${DEMO_PASSWORD}`).toString('base64')}`,
});

/** Everything a restore must bring back: a hash of every row of the tables the demo seed fills. */
async function fingerprint(d: Db) {
  const out: Record<string, string> = {};
  for (const table of ['customer', 'account', 'portfolio', 'account_portfolio', 'physical_plant', 'plant_view']) {
    const { rows } = await sql<{
      h: string;
      n: string;
    }>`select md5(string_agg(t::text, ',' order by t::text)) as h, count(*) as n from ${sql.table(table)} t`.execute(d);
    out[table] = `${rows[0].n} ${rows[0].h}`;
  }
  return out;
}

function npmRun(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('npm run backup and npm run restore', () => {
  it('restores the data and sign-ins of a backup made while the server was writing', async () => {
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DEMO: '0',
      PORT: String(await freePort()),
    };
    server = await startServerProcess(env);
    db = await createDb(embeddedUrl(dataDir, Number(env.EMBEDDED_PG_PORT)), 2);
    await migrateToLatest(db);
    await seedDemo(db);
    const before = await fingerprint(db);

    // Load: sign-ins (each writes a session and two tokens) until the backup is done.
    const acknowledged: Array<{ at: number; access: string }> = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const res = await fetch(`${server!.url}/api/dashboard-v3/auth/token`, {
          headers: basic('operator@penstock.demo'),
        });
        if (res.status === 200)
          acknowledged.push({ at: Date.now(), access: ((await res.json()) as { access_token: string }).access_token });
      }
    })();
    await new Promise((r) => setTimeout(r, 1500));
    const backupStarted = Date.now();
    const file = join(dataDir, '..', `${dataDir.split('/').at(-1)}.tar.gz`);
    const backup = npmRun('backup', [file], env);
    loading = false;
    await load;
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toMatch(/backup written: .*online/);
    const confirmedBefore = acknowledged.filter((a) => a.at < backupStarted);
    expect(confirmedBefore.length).toBeGreaterThan(0);
    const sessionsAtEnd = Number(
      (await sql<{ n: string }>`select count(*) as n from auth_session`.execute(db)).rows[0].n,
    );

    // Wipe: the server stops, its database and secrets go.
    await db.destroy();
    db = undefined;
    await server.stop();
    server = undefined;
    for (const f of readdirSync(dataDir)) rmSync(join(dataDir, f), { recursive: true, force: true });

    const restore = npmRun('restore', [file], env);
    expect(restore.status, restore.out).toBe(0);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

    server = await startServerProcess(env);
    db = await createDb(embeddedUrl(dataDir, Number(env.EMBEDDED_PG_PORT)), 2);
    expect(await fingerprint(db)).toEqual(before);
    const sessions = Number((await sql<{ n: string }>`select count(*) as n from auth_session`.execute(db)).rows[0].n);
    expect(sessions).toBeGreaterThanOrEqual(confirmedBefore.length);
    expect(sessions).toBeLessThanOrEqual(sessionsAtEnd);
    // The same sign-ins: the password, and a token issued before the backup (same secret, same session rows).
    expect(
      (await fetch(`${server.url}/api/dashboard-v3/auth/token`, { headers: basic('admin@penstock.demo') })).status,
    ).toBe(200);
    const me = await fetch(`${server.url}/api/dashboard-v3/me`, {
      headers: { authorization: `Bearer ${confirmedBefore.at(-1)!.access}` },
    });
    expect(me.status).toBe(200);

    // A second restore refuses while the server runs, and keeps what it replaces otherwise.
    const refused = npmRun('restore', [file], env);
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/stop Penstock first/);
  }, 300_000);
});
