// Constraints benchmark (issue 12): the 1-week hourly 8-reservoir cascade with 40 constraints (start
// and stop costs, night residual flows, flow ramps, content floors), its on/off decisions by relax-and-
// round, the search over the relaxation's fractional runs, then branch and cut to 0.1 % gap within
// the default time limit (the gap reached is printed), then the LP with the decisions fixed, beside the same cascade's LP without constraints in
// the same run. Limits scale with each unit's curve (its largest flow); until 2026-11-24 they read an
// unset qMax, so every ramp (5 m3/s) lay below the technical minimum and no start was worth making.
// Run: node --import tsx bench/constraints.bench.ts
import { cpus, loadavg } from 'node:os';
import { closeSolvers, solvePlan } from '../packages/optimizer/src/solvePlan.js';
import { DEFAULT_MIP_GAP } from '../packages/optimizer/src/solveOnOff.js';
import type { OptimizerModel, PlanResult } from '../packages/optimizer/src/types.js';
import { syntheticCascade } from '../packages/optimizer/src/syntheticCascade.js';
import { syntheticConstraints } from '../packages/optimizer/src/syntheticConstraints.js';
import { cascade8 } from './optimizerModels.js';

const STEPS = 168;
const RUNS = 3;

/** Solver CPU the issue allows for proving the gap (issue 21: "0.1 % within 5 s of solver CPU time at any load"). */
const CPU_TARGET_MS = 5000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Where the solving thread's CPU went: relaxation, roundings, search over runs, branch and cut (ms). */
const phases = (plan: PlanResult) => {
  const p = plan.stats.mip?.phaseCpuMs;
  return p
    ? `relaxation ${p.relaxation}, roundings ${p.rounding}, search ${p.search}, branch and cut ${p.branchAndCut} ms`
    : 'no phases';
};

/** Wall and CPU time (the solve's worker thread is in this process), medians: the machine is shared. */
async function time(model: OptimizerModel) {
  const ms: number[] = [],
    cpu: number[] = [],
    thread: number[] = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now(),
      c0 = process.cpuUsage();
    last = await solvePlan(model);
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    thread.push(last.stats.cpuMs ?? NaN);
  }
  return { ms: median(ms), cpu: median(cpu), thread: median(thread), plan: last! };
}

const base = cascade8(STEPS);
const constrained = syntheticConstraints(base);
const kinds = new Map<string, number>();
for (const c of constrained.constraints ?? []) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
const lp = await time(base);
const mip = await time(constrained);
const stats = mip.plan.stats.mip;
const broken = (mip.plan.constraints ?? []).filter((c) => c.brokenSteps > 0).length;
console.log(`constraints: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}`);
const [load1] = loadavg();
console.log(`machine: ${cpus().length} cores, load average ${load1.toFixed(1)} at the end`);
console.log(
  `1 week hourly, 8-reservoir cascade, LP without constraints: ${lp.ms.toFixed(0)} ms, CPU ${lp.cpu.toFixed(0)} ms (${lp.plan.status}, objective ${lp.plan.objective.toFixed(0)} EUR)`,
);
console.log(
  `1 week hourly, 8-reservoir cascade, 40 constraints, on/off + fixed LP: ${mip.ms.toFixed(0)} ms, CPU ${mip.cpu.toFixed(0)} ms, solver thread CPU ${mip.thread.toFixed(0)} ms (${mip.plan.status}, objective ${mip.plan.objective.toFixed(0)} EUR; ` +
    `${stats ? `${stats.binaries} binaries, gap ${(stats.gap * 100).toFixed(4)} %, ${stats.rounded ? 'the relaxation-based plan kept' : 'branch and cut found the plan'}, ${stats.nodes} nodes, ${stats.ms.toFixed(0)} ms${stats.budgetSpent ? ', work budget spent' : ''}, work ${stats.work} simplex iterations` : 'no MIP'}; ${broken} broken; ${phases(mip.plan)}) target ${CPU_TARGET_MS} ms of solver CPU`,
);
console.log(
  `ratio MIP with constraints / LP without: ${(mip.ms / lp.ms).toFixed(1)}x wall, ${(mip.thread / lp.thread).toFixed(1)}x solver thread CPU (medians of ${RUNS} runs each)`,
);

// The same constraints on five other cascades (seeds 1-5, one run each): how often the default time
// limit proves the gap, so the figure above is not one lucky instance.
const others: string[] = [];
let proven = 0,
  inTime = 0;
for (const seed of [1, 2, 3, 4, 5]) {
  const t0 = performance.now();
  const plan = await solvePlan(syntheticConstraints(syntheticCascade(8, STEPS, { seed })));
  const s = plan.stats.mip!;
  if (s.gap <= DEFAULT_MIP_GAP) proven++;
  if (s.gap <= DEFAULT_MIP_GAP && (plan.stats.cpuMs ?? Infinity) <= CPU_TARGET_MS) inTime++;
  others.push(
    `seed ${seed}: ${(performance.now() - t0).toFixed(0)} ms wall, ${plan.stats.cpuMs?.toFixed(0)} ms solver CPU (${phases(plan)}), objective ${plan.objective.toFixed(2)} EUR, gap ${(s.gap * 100).toFixed(3)} %, work ${s.work}`,
  );
}
console.log(
  `other cascades, same constraints: ${others.join('; ')}; ${proven} of 5 proven within 0.1 %, ${inTime} of 5 within ${CPU_TARGET_MS} ms of solver CPU; load average ${loadavg()[0].toFixed(1)} at the end`,
);
await closeSolvers();
