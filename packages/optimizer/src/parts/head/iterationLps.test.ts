import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headTestModel } from './headTestModel.js';
import { iterationLpPath } from './iterationLps.js';

const root = new URL('../../../../../', import.meta.url).pathname;

/** cbc's optimum of an LP file (an independent solver reading what we wrote). */
function cbcObjective(file: string): number {
  const sol = `${file}.sol`;
  execFileSync('cbc', [file, 'solve', 'solution', sol], { stdio: 'ignore' });
  const head = readFileSync(sol, 'utf8').split('\n')[0];
  expect(head).toMatch(/^Optimal/);
  return Number(/objective value\s+(-?[\d.e+-]+)/.exec(head)![1]);
}

describe('--lp with a head model', () => {
  it('names the files FILE.iter<i>.lp, without a trailing .lp', () => {
    expect(iterationLpPath('out', 1)).toBe('out.iter1.lp');
    expect(iterationLpPath('/tmp/x/model.lp', 3)).toBe('/tmp/x/model.iter3.lp');
  });

  it("writes each iteration's LP: cbc's optimum of file i is iteration i's linearised objective", () => {
    const dir = mkdtempSync(join(tmpdir(), 'penstock-head-lp-'));
    writeFileSync(join(dir, 'm.json'), JSON.stringify(headTestModel()));
    const out = execFileSync(
      'node',
      ['--import', 'tsx', 'scripts/optimize.ts', '--model', join(dir, 'm.json'), '--lp', join(dir, 'out')],
      { cwd: root, encoding: 'utf8' },
    );
    const its = [...out.matchAll(/iteration (\d+) \((full|incremental)\): linearised (-?[\d.]+).*, LP (\S+)/g)];
    expect(its.length).toBeGreaterThan(1);
    its.forEach((m, i) => {
      const file = join(dir, `out.iter${i + 1}.lp`);
      expect(m[4]).toBe(file);
      // Maximising in the LP text; cbc reports the optimum with the file's sense.
      expect(Math.abs(Math.abs(cbcObjective(file)) - Number(m[3]))).toBeLessThan(0.01);
    });
    expect(existsSync(join(dir, `out.iter${its.length + 1}.lp`))).toBe(false);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  }, 60_000);
});
