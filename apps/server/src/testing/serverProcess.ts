/**
 * Penstock as a real OS process (`node --import tsx apps/server/src/main.ts`), for tests and
 * benchmarks of several processes on one database:
 *
 *   const api = await startServerProcess({ DATABASE_URL: url, ROLES: 'api', JWT_SECRET: secret });
 *   await fetch(`${api.url}/api/v1/health`);
 *   api.kill();            // SIGKILL: a process that dies without cleaning up
 *   await api.stop();      // SIGTERM and wait for the exit
 *
 * Listens on loopback on a free port; DATA_DIR is a fresh folder unless given; the log goes to
 * `output` (kept for a failing test's message).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../test/postgres.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/src/main.ts');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then wait for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL, no cleanup (a crashed process). */
  kill(): void;
}

export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 90_000): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'penstock-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_QUEUE_WAIT_MS: '0',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      DEMO: '0',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${startTimeoutMs} ms:\n${log}`)),
      startTimeoutMs,
    );
    const onData = () => {
      if (!log.includes('Penstock listening on')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => log,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}
