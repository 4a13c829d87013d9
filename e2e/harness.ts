// Starts the real product for browser journeys: a fresh database on the test PostgreSQL, a real
// SMTP server that keeps what it receives, the server process as `npm start` runs it (serving the
// web build), and Debian's Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createTestDatabase } from '../test/database.js';
import { freePort } from '../test/postgres.js';
import { startTestSmtp } from '../test/smtp.js';

export const DEMO_PASSWORD = 'Penstock-demo-2026!';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(import.meta.dirname, 'screenshots');

export interface Stack {
  baseUrl: string;
  /** the stack's own database, for journeys that set up what no screen sets yet */
  databaseUrl: string;
  smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  stop: () => Promise<void>;
}

export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  const smtp = await startTestSmtp();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'penstock-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      DEMO: '1',
      SMTP_URL: smtp.url,
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
    databaseUrl: db.url,
    smtp,
    stop: async () => {
      await stopChild(child);
      await smtp.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
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

/** A fresh browser profile per call, so journeys never share local storage. */
export async function openBrowser(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'penstock-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1440, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
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
