import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OptimizerModel } from '../types.js';
import { writeLp } from '../writeLp.js';

/**
 * The model's MIP optimum as cbc (Debian's coinor-cbc, an independent solver) proves it from the LP
 * file we write, at zero gap; throws unless cbc reports an optimal solution. For tests.
 */
export function cbcOptimum(model: OptimizerModel): number {
  return cbcLpOptimum(writeLp(model));
}

/** The optimum cbc proves for CPLEX LP text (e.g. writeBidLp's stochastic programme); throws unless optimal. */
export function cbcLpOptimum(lpText: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'penstock-cbc-'));
  writeFileSync(join(dir, 'm.lp'), lpText);
  execFileSync('cbc', [join(dir, 'm.lp'), 'ratio', '0', 'solve', 'solution', join(dir, 'm.sol')], { stdio: 'ignore' });
  const head = readFileSync(join(dir, 'm.sol'), 'utf8').split('\n')[0];
  if (!/^Optimal/.test(head)) throw new Error(`cbc did not prove an optimum: ${head}`);
  return Number(/objective value\s+(-?[\d.e+-]+)/.exec(head)![1]);
}
