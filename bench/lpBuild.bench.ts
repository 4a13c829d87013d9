// LP build benchmark (issue 22: the builder as model parts must not be slower than the builder
// before it). Builds the LP of the 8-reservoir cascade N times per horizon with today's buildLp and
// with the pre-parts builder of commit 6bd20b0, interleaved in the same run, and prints medians and
// their ratio; then the cold build (the first build in a fresh process, before the JIT has warmed
// up) the same way, each in a child process of its own. The old builder is not committed: it is extracted with `git archive` into
// node_modules/.cache (so '@penstock/domain' resolves) at every run. Last, a run's first solve
// (solvePlan of the 1-week case in a fresh process) with a cold worker pool and after warmSolvers
// (what the server does at start). Run:
//   node --import tsx bench/lpBuild.bench.ts        BENCH_RUNS=15 (default 7), BENCH_COLD_RUNS=5 (default 3)
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildLp } from '../packages/optimizer/src/buildLp.js';
import { closeSolvers, solvePlan, warmSolvers } from '../packages/optimizer/src/solvePlan.js';
import { syntheticConstraints } from '../packages/optimizer/src/syntheticConstraints.js';
import type { OptimizerModel } from '../packages/optimizer/src/types.js';
import { percentile, threadMs } from './benchStats.js';
import { cascade8 } from './optimizerModels.js';

const BASELINE_COMMIT = '6bd20b0';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const COLD = process.env.LP_BUILD_COLD; // child mode: 'before:<case>' or 'now:<case>'
const FIRST_SOLVE = process.env.LP_FIRST_SOLVE; // child mode: 'cold' or 'warm' pool

type Build = (model: OptimizerModel) => { numRows: number; numCols: number; indices: Int32Array };

async function loadBaseline(): Promise<Build> {
  const root = execSync('git rev-parse --show-toplevel').toString().trim();
  const dir = join(root, 'node_modules', '.cache', 'penstock-lp-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${BASELINE_COMMIT} packages/optimizer/src | tar -x -C ${dir}`, { cwd: root });
  const mod = (await import(pathToFileURL(join(dir, 'packages/optimizer/src/buildLp.ts')).href)) as {
    buildLp: Build;
  };
  return mod.buildLp;
}

const cases: { name: string; model: OptimizerModel }[] = [
  { name: '1 week hourly', model: cascade8(168) },
  { name: '1 week hourly, 40 constraints', model: syntheticConstraints(cascade8(168)) },
  { name: '60 days hourly', model: cascade8(60 * 24) },
  { name: '1 year hourly', model: cascade8(8760) },
];

/** Wall time and this thread's CPU time of fn, ms. */
function measure(fn: () => unknown): [number, number] {
  const t0 = performance.now(),
    c0 = threadMs();
  fn();
  return [performance.now() - t0, threadMs() - c0];
}
const row = (cells: (string | number)[]) =>
  console.log(cells.map((c) => (typeof c === 'number' ? c.toFixed(c < 10 ? 2 : 1) : c)).join(' | '));
/** Medians of [wall, cpu] samples of before and now, with their ratios. */
function compare(before: [number, number][], now: [number, number][]) {
  const m = (xs: [number, number][], i: number) =>
    percentile(
      xs.map((x) => x[i]),
      50,
    );
  const [bw, nw, bc, nc] = [m(before, 0), m(now, 0), m(before, 1), m(now, 1)];
  return [bw, nw, nw / bw, bc, nc, nc / bc];
}

if (COLD) {
  // Child: one build of one case with one builder, time printed as the only output.
  const [who, k] = COLD.split(':');
  const build = who === 'before' ? await loadBaseline() : (buildLp as Build);
  const model = cases[Number(k)].model;
  process.stdout.write(measure(() => build(model)).join(' '));
  process.exit(0);
}

if (FIRST_SOLVE) {
  // Child: the first solve of a run, from the call to the plan, with or without warmed workers.
  if (FIRST_SOLVE === 'warm') await warmSolvers();
  const t0 = performance.now();
  await solvePlan(cases[0].model, { method: 'lp' });
  process.stdout.write(String(performance.now() - t0));
  await closeSolvers();
  process.exit(0);
}

const oldBuild = await loadBaseline();
console.log(
  `Load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`LP build, 8-reservoir cascade: median of ${RUNS} builds (after one warm-up each), ms;`);
console.log('wall time and CPU time of the building thread (what a busy machine does not add to)');
console.log(
  'case | rows x cols | wall before (6bd20b0) | wall now | now / before | cpu before | cpu now | now / before',
);
for (const { name, model } of cases) {
  const a = oldBuild(model),
    b = buildLp(model);
  if (a.numRows !== b.numRows || a.numCols !== b.numCols || a.indices.length !== b.indices.length)
    throw new Error(`${name}: the two builders give different LPs`);
  const before: [number, number][] = [],
    now: [number, number][] = [];
  for (let i = 0; i < RUNS; i++) {
    before.push(measure(() => oldBuild(model)));
    now.push(measure(() => buildLp(model)));
  }
  row([name, `${b.numRows} x ${b.numCols}`, ...compare(before, now)]);
}

console.log(`\nCold build (first build in a fresh process): median of ${COLD_RUNS} processes each, ms`);
console.log('case | wall before (6bd20b0) | wall now | now / before | cpu before | cpu now | now / before');
const child = (env: Record<string, string>) =>
  execFileSync(process.execPath, [...process.execArgv, process.argv[1]], { env: { ...process.env, ...env } })
    .toString()
    .split(' ')
    .map(Number) as [number, number];
for (let k = 0; k < cases.length; k++) {
  const before: [number, number][] = [],
    now: [number, number][] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    before.push(child({ LP_BUILD_COLD: `before:${k}` }));
    now.push(child({ LP_BUILD_COLD: `now:${k}` }));
  }
  row([cases[k].name, ...compare(before, now)]);
}

console.log(
  `\nFirst solve of a run (${cases[0].name}, solvePlan in a fresh process, wall): median of ${COLD_RUNS} processes each, ms`,
);
console.log('cold worker pool | after warmSolvers | warm / cold');
const first: Record<string, number[]> = { cold: [], warm: [] };
for (let i = 0; i < COLD_RUNS; i++) for (const w of ['cold', 'warm']) first[w].push(child({ LP_FIRST_SOLVE: w })[0]);
const [fc, fw] = [percentile(first.cold, 50), percentile(first.warm, 50)];
row([fc, fw, fw / fc]);
console.log(
  `Load average at end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
