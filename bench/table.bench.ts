// Data table benchmark: `node --import tsx bench/table.bench.ts`.
// Builds bench/tablePage (the app's DataTable, 8,760 rows x 12 columns of synthetic values, no
// server) with Vite, serves it, and drives headless Chromium (playwright-core):
//   - first paint: navigation start to the first frame after the grid's canvas is in the page
//   - paste: a 1,000 x 5 tab-separated block pasted into the focused table, from the paste event
//     to the frame that shows it (target < 200 ms)
//   - scroll: the table scrolled top to bottom, a step per frame; longest main-thread task seen
//     by the Long Tasks API (target < 50 ms; none reported means every task was under 50 ms)
//     and the longest frame interval.
// Each figure is the median of RUNS page loads.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { openBrowser } from '../e2e/support/openBrowser.js';
import { percentile } from './benchStats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'penstock-table-bench-'));

await build({
  root: join(here, 'tablePage'),
  plugins: [react()],
  resolve: { alias: { '@': join(here, '../apps/web/src') } },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const path = join(outDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = existsSync(path) && !path.endsWith('/') ? path : join(outDir, 'index.html');
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;

const browser = await openBrowser('penstock-table-bench-profile-');
const { page } = browser;

const block = Array.from({ length: 1000 }, (_, r) =>
  Array.from({ length: 5 }, (_, c) => ((r * 5 + c) % 997) / 7).join('\t'),
).join('\n');
const firstPaint: number[] = [];
const paste: number[] = [];
const longest: number[] = [];
const frame: number[] = [];

for (let run = 0; run < RUNS; run++) {
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => performance.getEntriesByName('table-painted').length > 0, null, { timeout: 30_000 });
  firstPaint.push(await page.evaluate(() => performance.getEntriesByName('table-painted')[0]!.startTime));

  // Select a cell (row 100 of the first data column) so the table has focus, then paste.
  const box = (await page.locator('[data-testid="data-table"] canvas').first().boundingBox())!;
  await page.mouse.click(box.x + 150 + 60, box.y + 34 + 5 * 30 + 15);
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(300);
  paste.push(
    await page.evaluate(async (text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const t0 = performance.now();
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const edits = (window as unknown as { benchEdits: () => number }).benchEdits();
      if (edits !== 5000) throw new Error(`paste applied ${edits} edits, expected 5000`);
      return performance.now() - t0;
    }, block),
  );

  const scroll = await page.evaluate(async () => {
    const scroller = document.querySelector('[data-testid="data-table"] .dvn-scroller') as HTMLElement;
    let longTask = 0;
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTask = Math.max(longTask, e.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    scroller.scrollTop = 0;
    await new Promise((r) => requestAnimationFrame(r));
    const max = scroller.scrollHeight - scroller.clientHeight;
    const steps = 240;
    let last = performance.now();
    let maxFrame = 0;
    for (let i = 1; i <= steps; i++) {
      scroller.scrollTop = (max * i) / steps;
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      maxFrame = Math.max(maxFrame, now - last);
      last = now;
    }
    await new Promise((r) => setTimeout(r, 100));
    observer.disconnect();
    return { longTask, maxFrame, reachedBottom: scroller.scrollTop >= max - 1 };
  });
  if (!scroll.reachedBottom) throw new Error('the table did not scroll to the bottom');
  longest.push(scroll.longTask);
  frame.push(scroll.maxFrame);
}

await browser.close();
server.close();
rmSync(outDir, { recursive: true, force: true });

const med = (v: number[]) => percentile(v, 50);
const fmt = (v: number) => `${v.toFixed(1)} ms`;
console.log(
  `Data table, 8,760 rows x 12 columns, headless Chromium, median of ${RUNS} page loads (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log(
  `  time to first paint          ${fmt(med(firstPaint))}   (runs: ${firstPaint.map((v) => v.toFixed(0)).join(', ')})`,
);
console.log(
  `  paste 1,000 x 5 block        ${fmt(med(paste))}   target < 200 ms, ratio ${(med(paste) / 200).toFixed(2)}   (runs: ${paste.map((v) => v.toFixed(0)).join(', ')})`,
);
console.log(
  `  longest task while scrolling ${med(longest) === 0 ? 'none >= 50 ms reported' : fmt(med(longest))}   target < 50 ms, ratio ${(med(longest) / 50).toFixed(2)}   (runs: ${longest.map((v) => v.toFixed(0)).join(', ')})`,
);
console.log(
  `  longest frame while scrolling ${fmt(med(frame))}   (runs: ${frame.map((v) => v.toFixed(0)).join(', ')})`,
);
