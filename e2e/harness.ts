// Starts the real product for browser journeys: a fresh database on the test PostgreSQL, a real
// SMTP server that keeps what it receives, the server process as `npm start` runs it (serving the
// web build), and Debian's Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { createTestDatabase, databaseUrl } from '../test/database.js';
import { freePort } from '../test/postgres.js';
import { startTestSmtp } from '../test/smtp.js';
import { openBrowser } from './support/openBrowser.js';

export { openBrowser };

export const DEMO_PASSWORD = 'Penstock-demo-2026!';
export const SCREENSHOT_DIR = join(import.meta.dirname, 'screenshots');

export interface Stack {
  baseUrl: string;
  /** the stack's own database, for journeys that set up what no screen sets yet */
  databaseUrl: string;
  smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  stop: () => Promise<void>;
}

export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const adminUrl = inject('adminDatabaseUrl');
  const db = await createTestDatabase(adminUrl, await seededTemplate(adminUrl));
  const smtp = await startTestSmtp();
  const server = await startServer(db.url, smtp.url, extraEnv);
  return {
    baseUrl: server.baseUrl,
    databaseUrl: db.url,
    smtp,
    stop: async () => {
      await server.stop();
      await smtp.stop();
      await db.drop();
    },
  };
}

/** The server process as `npm start` runs it (serving the web build), on database `databaseUrl`. */
async function startServer(databaseUrl: string, smtpUrl: string, extraEnv: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'penstock-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      SMTP_URL: smtpUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      SHED_EVENT_LOOP_DELAY_MS: '0', // the browser and other test files share the cores: lag is theirs
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo world as a first start leaves it (migrated, seeded, the startup runs finished), built by
 * the first browser test file of a run and copied by every file (CREATE DATABASE ... TEMPLATE):
 * seeding three years of hourly data and optimising every live plant once per file cost more than
 * the journeys themselves. Each file still gets its own copy, so files never share rows.
 */
async function seededTemplate(adminUrl: string): Promise<string> {
  const name = `e2e_template_${inject('testRunId')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(20261124)'); // one builder: files run two at a time
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const smtp = await startTestSmtp();
    const server = await startServer(databaseUrl(adminUrl, building), smtp.url, {});
    try {
      await waitForStartupRuns(databaseUrl(adminUrl, building));
    } finally {
      await server.stop();
      await smtp.stop();
    }
    // Renamed only when complete, so a failed build is never copied.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
}

async function waitForStartupRuns(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    // the first start trains each live plant's long-term water values before its first plan
    const deadline = Date.now() + 600_000;
    for (;;) {
      const { rows } = await db.query(
        `SELECT (SELECT count(*) FROM optimization_run WHERE status IN ('queued', 'running'))
              + (SELECT count(*) FROM long_term_run WHERE status IN ('queued', 'running'))
              -- a plant whose startup long-term run ended gets its startup plan run a moment later
              + (SELECT count(*) FROM long_term_run l WHERE NOT EXISTS (
                   SELECT FROM optimization_run o WHERE o.physical_plant_id = l.physical_plant_id AND o.started_by = 'startup')) AS pending`,
      );
      if (Number(rows[0].pending) === 0) return;
      if (Date.now() > deadline)
        throw new Error(`the demo world's startup runs did not finish: ${rows[0].pending} pending`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await db.end();
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000; // a loaded CI machine once took more than a minute
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const r = await fetch(`${baseUrl}/api/v1/health`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Runs a journey in a fresh browser profile and always closes it. */
export async function withPage<T>(journey: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const { page, context, close } = await openBrowser();
  try {
    return await journey(page, context);
  } finally {
    await close();
  }
}
