// Optimiser benchmark: solve time of each plant with HiGHS (in-thread, warm), the same LP text with
// GLPK's glpsol when installed, both objectives and the time ratio. Run:
//   node --import tsx bench/optimizer.bench.ts            (all cases)
//   BENCH_SKIP_YEAR=1 ...   skip the 1-year cascade
//   BENCH_EXACT_YEAR=1 ...  also solve the 1-year cascade as one exact LP (minutes) and with glpsol
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import loadHighs from 'highs';
import { checkPlan } from '../packages/optimizer/src/checkPlan.js';
import { closeSolvers, solvePlan } from '../packages/optimizer/src/solvePlan.js';
import { solvePlanInThread } from '../packages/optimizer/src/solvePlanInThread.js';
import { solveLp } from '../packages/optimizer/src/solveLp.js';
import type { OptimizerModel } from '../packages/optimizer/src/types.js';
import { writeLp } from '../packages/optimizer/src/writeLp.js';
import { cascade8, demoPumpedStorage, demoRunOfRiver, demoStoragePlant } from './optimizerModels.js';

const cases: { name: string; model: OptimizerModel; targetMs?: number; method?: 'lp' | 'windows'; glpsol?: boolean }[] =
  [
    { name: 'demo storage plant, 10 days hourly', model: demoStoragePlant(240) },
    { name: 'demo run-of-river cascade (3), 10 days hourly', model: demoRunOfRiver(240) },
    { name: 'demo pumped storage, 10 days hourly', model: demoPumpedStorage(240) },
    { name: '8-reservoir cascade, 1 week hourly', model: cascade8(168), targetMs: 1000 },
    { name: '8-reservoir cascade, 1 week at 15 min', model: cascade8(672, 900) },
    ...(process.env.BENCH_SKIP_YEAR
      ? []
      : [
          {
            name: '8-reservoir cascade, 1 year hourly, windows (auto method)',
            model: cascade8(8760),
            targetMs: 15000,
            method: 'windows' as const,
            glpsol: false,
          },
        ]),
    ...(process.env.BENCH_EXACT_YEAR
      ? [{ name: '8-reservoir cascade, 1 year hourly, one exact LP', model: cascade8(8760), method: 'lp' as const }]
      : []),
  ];

const hasGlpsol = spawnSync('glpsol', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'penstock-bench-'));

function glpsol(lpText: string): { objective: number; ms: number } | { error: string } {
  const limitS = 900;
  const lpFile = join(dir, 'model.lp'),
    out = join(dir, 'model.out');
  writeFileSync(lpFile, lpText);
  const t = performance.now();
  try {
    execFileSync('glpsol', ['--lp', lpFile, '-o', out, '--tmlim', String(limitS)], {
      stdio: 'pipe',
      maxBuffer: 1 << 26,
    });
  } catch (e) {
    return { error: String((e as Error).message).slice(0, 200) };
  }
  const ms = performance.now() - t;
  const report = readFileSync(out, 'utf8');
  const status = /Status:\s+(\S+)/.exec(report)?.[1] ?? '?';
  if (status !== 'OPTIMAL')
    return { error: `stopped after ${ms.toFixed(0)} ms (time limit ${limitS} s) with status ${status}` };
  const m = /Objective:\s+\S+\s*=\s*(\S+)/.exec(report);
  return m ? { objective: Number(m[1]), ms } : { error: 'no objective in glpsol output' };
}

const highs = await loadHighs();
// Warm the WebAssembly code once, as a long-running worker would be.
solveLp(highs, demoStoragePlant(48));

console.log(
  `Optimiser benchmark (${new Date().toISOString()}, node ${process.version}, load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log(
  hasGlpsol
    ? 'glpsol: ' + execFileSync('glpsol', ['--version']).toString().split('\n')[0]
    : 'glpsol: not installed (apt-get install -y glpk-utils)',
);
for (const c of cases) {
  const t0 = performance.now();
  const r = solvePlanInThread(highs, c.model, { method: c.method ?? 'lp' });
  const totalMs = performance.now() - t0;
  const bad = checkPlan(c.model, r);
  const tw = performance.now();
  const text = c.method === 'windows' ? '' : writeLp(c.model);
  const writeMs = performance.now() - tw;
  console.log(`\n${c.name}`);
  console.log(
    `  method ${r.stats.method}; ${r.stats.method === 'windows' ? 'largest ' : ''}LP: ${r.stats.rows} rows, ${r.stats.cols} columns, ${r.stats.nonzeros} nonzeros; status ${r.status}; plan check: ${bad.length ? bad.length + ' violations, first: ' + bad[0] : 'ok'}`,
  );
  console.log(
    `  HiGHS: ${totalMs.toFixed(0)} ms total (build ${r.stats.buildMs.toFixed(0)} ms, solve ${r.stats.solveMs.toFixed(0)} ms, ${r.stats.iterations} iterations)${c.targetMs ? `; target ${c.targetMs} ms: ${totalMs <= c.targetMs ? 'met' : 'MISSED'}` : ''}`,
  );
  console.log(
    `  objective ${r.objective.toFixed(4)} EUR (revenue ${r.revenue.toFixed(0)}, terminal ${r.terminalValue.toFixed(0)}, penalties ${r.penalty.toFixed(0)})${text ? `; writeLp ${writeMs.toFixed(0)} ms, ${(text.length / 1e6).toFixed(1)} MB` : ''}`,
  );
  if (hasGlpsol && c.glpsol !== false) {
    const g = glpsol(text);
    if ('error' in g) console.log(`  glpsol: ${g.error}`);
    else {
      const rel = Math.abs(g.objective - r.objective) / Math.max(1, Math.abs(r.objective));
      console.log(
        `  glpsol: ${g.ms.toFixed(0)} ms, objective ${g.objective}; relative difference ${rel.toExponential(2)} (${rel <= 1e-6 ? 'agree' : 'DISAGREE'}); glpsol/HiGHS time ${(g.ms / totalMs).toFixed(2)}`,
      );
    }
  }
}

// The asynchronous path: worker start, HiGHS load, solvePlan, result transfer.
const week = cascade8(168);
let t = performance.now();
await solvePlan(week);
const cold = performance.now() - t;
t = performance.now();
await solvePlan(week);
console.log(
  `\nsolve() in a worker, 1-week cascade: ${cold.toFixed(0)} ms cold (worker start), ${(performance.now() - t).toFixed(0)} ms warm`,
);
await closeSolvers();
rmSync(dir, { recursive: true, force: true });
