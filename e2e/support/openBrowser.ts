// Debian's Chromium driven by playwright-core, with the flags DESIGN.md lists: shared by the browser
// journeys (e2e/harness.ts) and the browser benchmarks (bench/table.bench.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface OpenBrowser {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and removes its profile. */
  close: () => Promise<void>;
}

/** A fresh browser profile per call, so journeys never share local storage. */
export async function openBrowser(profilePrefix = 'penstock-chromium-'): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), profilePrefix));
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
