// Every demo plant's run under load (issue 21, "the river plants' and every demo plant's runs end
// within their target gap at load 8"): `node --import tsx bench/demoPlantGaps.bench.ts`. Seeds the
// demo world on a throw-away PostgreSQL, builds each plant's model as a run does (buildPlantModel,
// its analytics horizon, water at the end valued at the horizon's mean price: no long-term run) and
// solves it with the default work budget. Prints each plant's gap against its target, solver thread
// CPU and work, and, as the baseline of the same run, the same model's relax-and-round alone (gap
// target 100 %: no search, no branch and cut). Start CPU-bound processes beside it for the load
// figure (the header and the last line print the load average).
import { loadavg } from 'node:os';
import { maxOf, minOf } from '@penstock/domain';
import { buildPlantModel } from '../apps/server/src/modules/optimization/buildPlantModel.js';
import { analyticsParameters } from '../apps/server/src/modules/plantAdmin/index.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { DEFAULT_MIP_GAP } from '../packages/optimizer/src/solveOnOff.js';
import { closeSolvers, solvePlan } from '../packages/optimizer/src/solvePlan.js';
import { startTestPostgres } from '../test/postgres.js';
import { benchDatabase, benchHeader } from './benchSetup.js';

console.log(benchHeader('demo plants: on/off decisions under load'));
const pg = await startTestPostgres();
const database = await benchDatabase(pg.url);
await seedDemoWorld(database.db);
const plants = await database.db.selectFrom('physical_plant').select(['id', 'name']).orderBy('id').execute();
let within = 0,
  mips = 0;
const loads: number[] = [];
for (const p of plants) {
  const hours = (await analyticsParameters(p.id, database.db)).horizon_hours;
  const { model } = await buildPlantModel(database.db, { physicalPlantId: p.id, hours });
  const plan = await solvePlan(model);
  loads.push(loadavg()[0]);
  const mip = plan.stats.mip;
  if (!mip) {
    console.log(`${p.name}: ${hours} h, LP (no on/off decisions), ${plan.status}, solver CPU ${plan.stats.cpuMs} ms`);
    continue;
  }
  mips++;
  const target = mip.targetGap ?? DEFAULT_MIP_GAP;
  if (mip.gap <= target) within++;
  const rounded = await solvePlan(model, { mipGap: 1 });
  const ph = mip.phaseCpuMs;
  console.log(
    `${p.name}: ${hours} h, ${mip.binaries} binaries, ${plan.status}, objective ${plan.objective.toFixed(2)} EUR, ` +
      `gap ${(mip.gap * 100).toFixed(4)} % (target ${(target * 100).toFixed(2)} %: ${mip.gap <= target ? 'within' : 'ABOVE'}), ` +
      `solver CPU ${plan.stats.cpuMs} ms${ph ? ` (relaxation ${ph.relaxation}, roundings ${ph.rounding}, search ${ph.search}, branch and cut ${ph.branchAndCut})` : ''}, ` +
      `work ${mip.work} of ${mip.workLimit}, ${mip.nodes} nodes; relax-and-round alone: objective ${rounded.objective.toFixed(2)} EUR, ` +
      `solver CPU ${rounded.stats.cpuMs} ms, ratio ${((plan.stats.cpuMs ?? NaN) / (rounded.stats.cpuMs ?? NaN)).toFixed(1)}x`,
  );
}
console.log(
  `${within} of ${mips} plants with on/off decisions within their target gap; load average (1 min) ${minOf(loads).toFixed(1)}-${maxOf(loads).toFixed(1)} while solving`,
);
await closeSolvers();
await database.db.destroy();
await database.drop();
await pg.stop();
