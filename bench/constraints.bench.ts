// Constraints benchmark (issue 12): the 1-week hourly 8-reservoir cascade with 40 constraints (start
// and stop costs, night residual flows, flow ramps, content floors), its on/off decisions by relax-and-
// round and then branch and cut to 0.1 % gap within the default time limit (the gap reached is
// printed), then the LP with the decisions fixed, beside the same cascade's LP without constraints in
// the same run. Limits scale with each unit's curve (its largest flow); until 2026-11-24 they read an
// unset qMax, so every ramp (5 m3/s) lay below the technical minimum and no start was worth making.
// Run: node --import tsx bench/constraints.bench.ts
import { cpus, loadavg } from 'node:os';
import { maxOf } from '@penstock/domain';
import { closeSolvers, solve } from '../packages/optimizer/src/solve.js';
import type { GeneralConstraint, OptimizerModel } from '../packages/optimizer/src/types.js';
import { cascade8 } from './optimizerModels.js';

const STEPS = 168;
const RUNS = 3;

/** 40 constraints over the cascade's units and reservoirs, night hours (22-05) where a pattern would put them. */
function withConstraints(model: OptimizerModel): OptimizerModel {
  const night = Array.from({ length: STEPS }, (_, i) => (i % 24 >= 22 || i % 24 < 6 ? 1 : 0));
  const each = (v: number, mask?: number[]) => Array.from({ length: STEPS }, (_, i) => (mask && !mask[i] ? null : v));
  const out: GeneralConstraint[] = [];
  const turbines = model.units.filter((u) => u.type === 'TURBINE' || u.type === 'PUMP_TURBINE');
  for (const [i, u] of turbines.entries()) {
    // the unit's largest flow and power: its curve's last point (the synthetic units give no qMax/pMax)
    const qMax = u.qMax ?? maxOf((u.curve ?? []).map((p) => p.q));
    out.push({ id: `start-${u.id}`, kind: 'START_COST', target: u.id, value: each(2000 + 100 * i), tier: 'tactical' });
    out.push({ id: `stop-${u.id}`, kind: 'STOP_COST', target: u.id, value: each(1000), tier: 'tactical' });
    out.push({ id: `resid-${u.id}`, kind: 'MIN_DISCHARGE', target: u.id, value: each(0.1 * qMax, night), tier: 'regulatory' });
    out.push({ id: `ramp-${u.id}`, kind: 'RAMP_FLOW_UP', target: u.id, value: each(0.5 * qMax), tier: 'regulatory' });
  }
  for (const r of model.reservoirs) {
    const c0 = r.initialContent;
    out.push({ id: `min-${r.id}`, kind: 'MIN_CONTENT', target: r.id, value: each(0.5 * c0), tier: 'regulatory' });
  }
  for (let i = 0; out.length < 40; i++) {
    const u = turbines[i % turbines.length];
    out.push({ id: `cap-${u.id}-${i}`, kind: 'MAX_POWER', target: u.id, value: each(0.9 * (u.pMax ?? maxOf((u.curve ?? []).map((p) => p.p)))), tier: 'physical' });
  }
  return { ...model, constraints: out.slice(0, 40) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Wall and CPU time (the solve's worker thread is in this process), medians: the machine is shared. */
async function time(model: OptimizerModel) {
  const ms: number[] = [], cpu: number[] = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now(), c0 = process.cpuUsage();
    last = await solve(model);
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { ms: median(ms), cpu: median(cpu), plan: last! };
}

const base = cascade8(STEPS);
const constrained = withConstraints(base);
const kinds = new Map<string, number>();
for (const c of constrained.constraints ?? []) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
const lp = await time(base);
const mip = await time(constrained);
const stats = mip.plan.stats.mip;
const broken = (mip.plan.constraints ?? []).filter((c) => c.brokenSteps > 0).length;
console.log(`constraints: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}`);
const [load1] = loadavg();
console.log(`machine: ${cpus().length} cores, load average ${load1.toFixed(1)} at the end`);
console.log(`1 week hourly, 8-reservoir cascade, LP without constraints: ${lp.ms.toFixed(0)} ms, CPU ${lp.cpu.toFixed(0)} ms (${lp.plan.status}, objective ${lp.plan.objective.toFixed(0)} EUR)`);
console.log(
  `1 week hourly, 8-reservoir cascade, 40 constraints, on/off + fixed LP: ${mip.ms.toFixed(0)} ms, CPU ${mip.cpu.toFixed(0)} ms (${mip.plan.status}, objective ${mip.plan.objective.toFixed(0)} EUR; ` +
    `${stats ? `${stats.binaries} binaries, gap ${(stats.gap * 100).toFixed(3)} %, ${stats.rounded ? 'relax-and-round proven within the gap, no branch and bound' : `MIP, ${stats.nodes} nodes`} ${stats.ms.toFixed(0)} ms${stats.timeLimited ? ', time limit' : ''}` : 'no MIP'}; ${broken} broken) target 5000 ms`,
);
console.log(`ratio MIP with constraints / LP without: ${(mip.ms / lp.ms).toFixed(1)}x (median of ${RUNS} runs each)`);
await closeSolvers();
