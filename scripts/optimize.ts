// Optimiser CLI. Two forms:
//   npm run optimize -- --portfolio ID --plant ID [--from ISO] [--to ISO] [--lp FILE] [--json FILE] [--method auto|lp|windows]
//     builds the plant view's model from the database exactly as a run does (topology, latest measured
//     content, inflow and price forecasts), writes the CPLEX LP and/or the result (objective included).
//     Read-only: no run is stored. --from defaults to the latest measured content, --to to 10 days later.
//     Database: DATABASE_URL, else the embedded one under DATA_DIR (only while no server uses it).
//   npm run optimize -- --model model.json [--lp FILE] [--json FILE]   (a model given as JSON)
//   npm run optimize -- --shop model.yaml [--lp FILE] [--json FILE]   (a SHOP model in SHOP's YAML standard, solved
//     with the head model; prints the head iterations and the objective split as SHOP reports it)
//   Head models (any form): --lp out writes each iteration's LP, out.iter1.lp, out.iter2.lp, ... (solved on this thread).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import loadHighs from 'highs';
import {
  closeSolvers,
  hasHeadModel,
  iterationLpPath,
  readShopYaml,
  shopObjective,
  solvePlan,
  solvePlanInThread,
  solveWritingIterationLps,
  writeLp,
  type OptimizerModel,
} from '../packages/optimizer/src/index.js';

const { values } = parseArgs({
  options: {
    model: { type: 'string' },
    shop: { type: 'string' },
    lp: { type: 'string' },
    json: { type: 'string' },
    method: { type: 'string', default: 'auto' },
    portfolio: { type: 'string' },
    plant: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
  },
});
const USAGE =
  'Usage: npm run optimize -- --portfolio ID --plant ID [--from ISO] [--to ISO] [--lp FILE] [--json FILE] [--method auto|lp|windows]\n' +
  '       npm run optimize -- --model model.json [--lp FILE] [--json FILE]\n' +
  '       npm run optimize -- --shop model.yaml [--lp FILE] [--json FILE]';

function time(name: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const t = Date.parse(v);
  if (Number.isNaN(t)) {
    console.error(`--${name} ${JSON.stringify(v)} is not an ISO date-time`);
    process.exit(2);
  }
  return t;
}

async function modelFromDatabase(portfolio: string, plantView: string): Promise<OptimizerModel> {
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { createDb } = await import('../apps/server/src/db/createDb.js');
  const { buildPlantModel } = await import('../apps/server/src/modules/optimization/buildPlantModel.js');
  const config = loadConfig();
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const { startEmbeddedPostgres } = await import('../apps/server/src/db/startEmbeddedPostgres.js');
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const db = await createDb(url, 2);
  try {
    const view = await db
      .selectFrom('plant_view')
      .select(['id', 'physical_plant_id'])
      .where('portfolio_id', '=', portfolio)
      .where('id', '=', plantView)
      .executeTakeFirst();
    if (!view) throw new Error(`plant view ${plantView} not found in portfolio ${portfolio}`);
    const from = time('from', values.from);
    const to = time('to', values.to);
    const hours = from !== undefined && to !== undefined ? Math.round((to - from) / 3_600_000) : 240;
    if (!(hours >= 1 && hours <= 8784)) throw new Error('--to must be 1 hour to 366 days after --from');
    const { model, notes } = await buildPlantModel(db, { physicalPlantId: view.physical_plant_id, start: from, hours });
    for (const n of notes) console.log(`  ${n}`);
    return model;
  } finally {
    await db.destroy();
    await stopEmbedded?.();
  }
}

let model: OptimizerModel;
try {
  if (values.model) model = JSON.parse(readFileSync(values.model, 'utf8')) as OptimizerModel;
  else if (values.shop) {
    const shop = readShopYaml(readFileSync(values.shop, 'utf8'));
    for (const w of shop.warnings) console.log(`  warning: ${w}`);
    model = shop.model;
  } else if (values.portfolio && values.plant) model = await modelFromDatabase(values.portfolio, values.plant);
  else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (err) {
  console.error(`optimize: ${(err as { detail?: string }).detail ?? (err as Error).message}`);
  process.exit(2);
}
const method = values.method as 'auto' | 'lp' | 'windows';
const lpFile = values.lp;
const iterationLps = !!lpFile && hasHeadModel(model);
if (lpFile && !iterationLps) writeFileSync(lpFile, writeLp(model));
const t = performance.now();
// A SHOP model is solved on this thread: a one-shot command has no request thread to keep free, and a
// worker would load the module graph again and run at the solver's nice value (SHOP basic under a load
// of 20: about half its wall time).
const result = iterationLps
  ? solveWritingIterationLps(await loadHighs(), model, (i, text) => writeFileSync(iterationLpPath(lpFile, i), text), {
      method,
    })
  : values.shop
    ? solvePlanInThread(await loadHighs(), model, { method })
    : await solvePlan(model, { method });
await closeSolvers();
console.log(
  `${result.status}: objective ${result.objective} EUR in ${(performance.now() - t).toFixed(0)} ms (${result.stats.method}, ${model.steps} steps from ${new Date(model.start).toISOString()})`,
);
for (const m of result.messages) console.log(`  ${m}`);
for (const [i, it] of (result.head?.iterations ?? []).entries())
  console.log(
    `  iteration ${i + 1} (${it.kind}): linearised ${it.objective.toFixed(2)}, at its own head ${it.physicalObjective.toFixed(2)} EUR, largest head change ${it.maxHeadChange.toFixed(3)} m` +
      (iterationLps ? `, LP ${iterationLpPath(lpFile, i + 1)}` : ''),
  );
if (result.head) console.log(`  last linearised objective ${result.head.linearisedObjective.toFixed(2)} EUR`);
if (values.shop && result.status === 'OPTIMAL') {
  const s = shopObjective(model, result);
  const row = (name: string, v: number) => console.log(`  ${name.padEnd(16)} ${v.toFixed(2).padStart(16)}`);
  console.log('  objective as SHOP reports it (SHOP minimises):');
  row('market_sale_buy', s.marketSaleBuy);
  row('rsv_end_value', s.rsvEndValue);
  row('startup_costs', s.startupCosts);
  if (Math.abs(s.penalties) > 0.005) row('penalties', s.penalties);
  row('grand_total', s.grandTotal);
}
if (values.json) writeFileSync(values.json, JSON.stringify(result));
process.exit(result.status === 'OPTIMAL' ? 0 : 1);
