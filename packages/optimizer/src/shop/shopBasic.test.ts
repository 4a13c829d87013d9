import loadHighs from 'highs';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../checkPlan.js';
import { solvePlanInThread } from '../solvePlanInThread.js';
import { readShopYaml } from './readShopYaml.js';
import { shopObjective } from './shopObjective.js';

// SHOP's published optimum of its basic example (book/examples/yaml_standard/basic_model_results.yaml
// in sintefenergy/shop-documentation), signs as SHOP minimises.
const SHOP_GRAND_TOTAL = -1208745.2106482;

describe("SHOP's basic example, imported from its YAML and solved with the head model", () => {
  it("reaches SHOP's published grand total within 0.5 %, with the water balance exact", async () => {
    const highs = await loadHighs();
    const { model } = readShopYaml(readFileSync(new URL('../fixtures/shop/basic_model.yaml', import.meta.url), 'utf8'));
    const plan = solvePlanInThread(highs, model);
    expect(plan.status).toBe('OPTIMAL');
    // balances of both reservoirs, limits and running minima, at the stored (physical) power
    expect(checkPlan(model, plan)).toEqual([]);
    const split = shopObjective(model, plan);
    expect(split.grandTotal).toBeCloseTo(split.marketSaleBuy + split.rsvEndValue + split.startupCosts, 6);
    // the plan's objective is SHOP's grand total less Penstock's own spill penalty (water a p_max cut spills)
    expect(split.grandTotal + split.penalties).toBeCloseTo(-plan.objective, 6);
    expect(split.penalties).toBeLessThan(100);
    // physically at p_max at most (Plant2_Generator1 drew 183.3 MW against 180 before the cuts)
    for (const [i, u] of model.units.entries())
      for (const p of plan.units[i].power) expect(p, u.id).toBeLessThanOrEqual(u.pMax!);
    expect(Math.abs(split.grandTotal - SHOP_GRAND_TOTAL) / Math.abs(SHOP_GRAND_TOTAL)).toBeLessThan(0.005);
    expect(plan.head!.iterations.filter((i) => i.kind === 'full')).toHaveLength(5);
  }, 120_000);
});
