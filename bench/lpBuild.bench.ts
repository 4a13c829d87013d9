// LP build benchmark (issue 22: the builder as model parts must not be slower than the builder
// before it). Builds the LP of the 8-reservoir cascade N times per horizon with today's buildLp and
// with the pre-parts builder of commit 6bd20b0, interleaved in the same run, and prints medians and
// their ratio; then the cold build (the first build in a fresh process, before the JIT has warmed
// up) the same way, each in a child process of its own. The old builder is not committed: it is extracted with `git archive` into
// node_modules/.cache (so '@penstock/domain' resolves) at every run. Run:
//   node --import tsx bench/lpBuild.bench.ts        BENCH_RUNS=15 (default 7), BENCH_COLD_RUNS=5 (default 3)
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildLp } from '../packages/optimizer/src/buildLp.js';
import { syntheticConstraints } from '../packages/optimizer/src/syntheticConstraints.js';
import type { OptimizerModel } from '../packages/optimizer/src/types.js';
import { percentile, timeRuns } from './benchStats.js';
import { cascade8 } from './optimizerModels.js';

const BASELINE_COMMIT = '6bd20b0';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const COLD = process.env.LP_BUILD_COLD; // child mode: 'before:<case>' or 'now:<case>'

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

if (COLD) {
  // Child: one build of one case with one builder, time printed as the only output.
  const [who, k] = COLD.split(':');
  const build = who === 'before' ? await loadBaseline() : (buildLp as Build);
  const model = cases[Number(k)].model;
  const t0 = performance.now();
  build(model);
  process.stdout.write(String(performance.now() - t0));
  process.exit(0);
}

const oldBuild = await loadBaseline();
console.log(`LP build, 8-reservoir cascade: median of ${RUNS} builds (after one warm-up each), ms`);
console.log('case | rows x cols | before parts (6bd20b0) | parts (now) | now / before');
for (const { name, model } of cases) {
  const a = oldBuild(model),
    b = buildLp(model);
  if (a.numRows !== b.numRows || a.numCols !== b.numCols || a.indices.length !== b.indices.length)
    throw new Error(`${name}: the two builders give different LPs`);
  const [before, now] = await timeRuns(RUNS, [async () => oldBuild(model), async () => buildLp(model)]);
  const mb = percentile(before, 50),
    mn = percentile(now, 50);
  console.log(`${name} | ${b.numRows} x ${b.numCols} | ${mb.toFixed(1)} | ${mn.toFixed(1)} | ${(mn / mb).toFixed(2)}`);
}

console.log(`\nCold build (first build in a fresh process): median of ${COLD_RUNS} processes each, ms`);
console.log('case | before parts (6bd20b0) | parts (now) | now / before');
const cold = (who: string, k: number) =>
  Number(
    execFileSync(process.execPath, [...process.execArgv, process.argv[1]], {
      env: { ...process.env, LP_BUILD_COLD: `${who}:${k}` },
    }).toString(),
  );
for (let k = 0; k < cases.length; k++) {
  const before: number[] = [],
    now: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    before.push(cold('before', k));
    now.push(cold('now', k));
  }
  const mb = percentile(before, 50),
    mn = percentile(now, 50);
  console.log(`${cases[k].name} | ${mb.toFixed(1)} | ${mn.toFixed(1)} | ${(mn / mb).toFixed(2)}`);
}
