import { readFileSync } from 'node:fs';
import loadHighs from 'highs';
import { readShopYaml } from '../packages/optimizer/src/shop/readShopYaml.js';
import { solveWithHead } from '../packages/optimizer/src/parts/head/solveWithHead.js';
import { threadCpuMs } from '../packages/optimizer/src/threadCpu.js';
const highs = await loadHighs();
const shop = readShopYaml(readFileSync(new URL('../packages/optimizer/src/fixtures/shop/basic_model.yaml', import.meta.url), 'utf8'));
for (let k = 0; k < 2; k++) {
  let c = threadCpuMs();
  const plan = solveWithHead(highs, shop.model, { onIteration: (it, _m, lp) => { const n = threadCpuMs(); console.log(it.kind, (n - c).toFixed(0), it.physicalObjective.toFixed(0), JSON.stringify(lp.stats.mip)); c = n; } });
  console.log('total', plan.objective);
}
