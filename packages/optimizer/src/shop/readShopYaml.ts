import { maxOf } from '@penstock/domain';
import { parse } from 'yaml';
import { levelToContent } from '../curves.js';
import type { GeneralConstraint, HeadPlant, OptimizerModel, Reservoir, Unit } from '../types.js';
import { conversionFactor } from './shopEndValue.js';
import { shopTime, txySeries, xyTable } from './shopSeries.js';

/** A SHOP model read into Penstock's optimiser model. */
export interface ShopImport {
  model: OptimizerModel;
  /** Attributes and objects not modelled, by name (never silently dropped). */
  warnings: string[];
  /** Per reservoir: SHOP's energy conversion factor (MWh/Mm3) and global water value of its end content (EUR/Mm3). */
  endValues: Record<string, { conversionFactor: number; globalWaterValue: number }>;
}

type Obj = Record<string, unknown>;
const MM3 = 1e6;

/** Attributes read per SHOP object type; the rest are named in a warning. */
const READ: Record<string, string[]> = {
  reservoir: ['max_vol', 'lrl', 'hrl', 'vol_head', 'start_head', 'start_vol', 'inflow', 'energy_value_input'],
  plant: ['outlet_line', 'main_loss', 'penstock_loss'],
  generator: ['penstock', 'p_min', 'p_max', 'gen_eff_curve', 'turb_eff_curves', 'startcost'],
  gate: [],
  market: ['sale_price', 'market_type', 'max_sale'],
};

const num = (v: unknown, what: string): number => {
  const n = Number(v);
  if (v === undefined || v === null || !Number.isFinite(n)) throw new Error(`${what} must be a number`);
  return n;
};
const numList = (v: unknown, what: string): number[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((x, i) => num(x, `${what}[${i}]`));

/**
 * Reads a SHOP model in SHOP's YAML standard (book/examples/yaml_standard of shop-documentation):
 * reservoirs (vol_head, start_head, inflow, energy_value_input as end value), plants (outlet_line,
 * main_loss, penstock_loss), generators (penstock, p_min as running minimum, p_max, startcost,
 * turb_eff_curves, gen_eff_curve), spill and bypass gates as the reservoir's spill route, the market's
 * sale price, and `commands` (start sim N under /full and /incremental) as the head iterations.
 * Volumes in Mm3 become m3. What is not modelled is named in `warnings`.
 */
export function readShopYaml(text: string): ShopImport {
  const doc = parse(text) as Obj;
  const warnings: string[] = [];
  const time = doc.time as Obj | undefined;
  if (!time) throw new Error('SHOP model: no time section');
  const start = shopTime(time.starttime, 'time.starttime');
  const end = shopTime(time.endtime, 'time.endtime');
  if (time.timeunit !== 'hour')
    throw new Error(`SHOP model: timeunit ${String(time.timeunit)} is not supported (hour)`);
  const res = Object.values((time.timeresolution as Obj | undefined) ?? { x: 1 });
  if (res.some((r) => Number(r) !== 1)) throw new Error('SHOP model: only a time resolution of 1 hour is supported');
  const stepMs = 3_600_000;
  const steps = Math.round((end - start) / stepMs);
  if (!(steps >= 1)) throw new Error('SHOP model: endtime must be after starttime');
  const series = (v: unknown, what: string) => txySeries(v, start, stepMs, steps, what);

  const objects = (doc.model ?? {}) as Record<string, Record<string, Obj>>;
  for (const [type, byName] of Object.entries(objects)) {
    const read = READ[type];
    if (!read) {
      warnings.push(`SHOP ${type} objects are not modelled: ${Object.keys(byName).join(', ')}`);
      continue;
    }
    for (const [name, attrs] of Object.entries(byName)) {
      const skipped = Object.keys(attrs ?? {}).filter((a) => !read.includes(a));
      if (skipped.length) warnings.push(`SHOP ${type} ${name}: not modelled: ${skipped.join(', ')}`);
    }
  }
  const conns = ((doc.connections ?? []) as Obj[]).map((c) => ({
    from: String(c.from),
    to: String(c.to),
    type: c.connection_type as string | undefined,
  }));
  const below = (from: string, kinds: Record<string, unknown>) => conns.find((c) => c.from === from && c.to in kinds);
  const rsvs = objects.reservoir ?? {};
  const plantsIn = objects.plant ?? {};
  const gens = objects.generator ?? {};
  const gates = objects.gate ?? {};

  const reservoirs: Reservoir[] = Object.entries(rsvs).map(([id, r]) => {
    const vh = xyTable(r.vol_head, `reservoir ${id} vol_head`);
    const levelContent = vh.x.map((v, i) => ({ level: vh.y[i], content: v * MM3 }));
    const initialContent =
      r.start_vol !== undefined
        ? num(r.start_vol, `reservoir ${id} start_vol`) * MM3
        : levelToContent(levelContent, num(r.start_head, `reservoir ${id} start_head`));
    // Spill and bypass gates release into the reservoir they connect to (none: out of the system).
    const routes = conns.filter((c) => c.from === id && c.to in gates);
    const targets = [...new Set(routes.map((g) => below(g.to, rsvs)?.to ?? null))];
    if (targets.length > 1)
      warnings.push(`SHOP reservoir ${id}: gates to several places; spill goes to ${targets[0] ?? 'the sea'}`);
    if (routes.some((g) => Object.keys(gates[g.to] ?? {}).length === 0 && g.type === 'connection_bypass'))
      warnings.push(`SHOP reservoir ${id}: bypass gate without data modelled as part of the free spill route`);
    return {
      id,
      initialContent,
      inflow: r.inflow === undefined ? 0 : series(r.inflow, `reservoir ${id} inflow`),
      levelContent,
      hardMinContent: levelToContent(levelContent, num(r.lrl ?? vh.y[0], `reservoir ${id} lrl`)),
      hardMaxContent: r.max_vol !== undefined ? num(r.max_vol, `reservoir ${id} max_vol`) * MM3 : undefined,
      spillTo: targets[0] ?? null,
    };
  });

  const units: Unit[] = [];
  const constraints: GeneralConstraint[] = [];
  const plants: HeadPlant[] = Object.entries(plantsIn).map(([id, p]) => {
    const up = conns.find((c) => c.to === id && c.from in rsvs)?.from ?? null;
    const down = below(id, rsvs)?.to ?? null;
    if (!up) throw new Error(`SHOP plant ${id}: no reservoir connected above it`);
    const penstockLoss = numList(p.penstock_loss, `plant ${id} penstock_loss`);
    const mainLoss = numList(p.main_loss, `plant ${id} main_loss`);
    if (mainLoss.length > 1) warnings.push(`SHOP plant ${id}: several main tunnels; their loss factors are added`);
    const ol = p.outlet_line;
    const outletLine =
      typeof ol === 'object' && ol !== null
        ? (() => {
            const t = xyTable(ol, `plant ${id} outlet_line`);
            return t.x.map((q, i) => ({ q, level: t.y[i] }));
          })()
        : num(ol, `plant ${id} outlet_line`);
    const penstocks = (penstockLoss.length ? penstockLoss : [0]).map((loss) => ({ loss, units: [] as string[] }));
    for (const [gid, g] of Object.entries(gens)) {
      if (!conns.some((c) => c.from === gid && c.to === id)) continue;
      const pi = Math.round(Number(g.penstock ?? 1)) - 1;
      if (!penstocks[pi]) throw new Error(`SHOP generator ${gid}: penstock ${pi + 1} not in plant ${id}`);
      penstocks[pi].units.push(gid);
      const turb = ((g.turb_eff_curves ?? []) as unknown[]).map((c, i) => {
        const t = xyTable(c, `generator ${gid} turb_eff_curves[${i}]`);
        return { head: t.ref, points: t.x.map((q, k) => ({ q, eff: t.y[k] })) };
      });
      if (!turb.length) throw new Error(`SHOP generator ${gid}: no turb_eff_curves`);
      const ge = g.gen_eff_curve === undefined ? undefined : xyTable(g.gen_eff_curve, `generator ${gid} gen_eff_curve`);
      units.push({
        id: gid,
        type: 'TURBINE',
        upstream: up,
        downstream: down,
        qMax: maxOf(turb.flatMap((c) => c.points.map((pt) => pt.q))),
        pMax: g.p_max === undefined ? undefined : num(g.p_max, `generator ${gid} p_max`),
        runMinPower: g.p_min === undefined ? undefined : num(g.p_min, `generator ${gid} p_min`),
        turbEffCurves: turb,
        genEffCurve: ge?.x.map((pw, k) => ({ p: pw, eff: ge.y[k] })),
      });
      if (g.startcost !== undefined)
        constraints.push({
          id: `${gid} startcost`,
          kind: 'START_COST',
          target: gid,
          value: series(g.startcost, `generator ${gid} startcost`),
        });
    }
    return { id, outletLine, mainLoss: mainLoss.reduce((a, b) => a + b, 0), penstocks };
  });

  const markets = Object.entries(objects.market ?? {});
  if (markets.length !== 1) throw new Error(`SHOP model: exactly one market is supported, found ${markets.length}`);
  const [mname, market] = markets[0];
  if (market.sale_price === undefined) throw new Error(`SHOP market ${mname}: no sale_price`);
  const price = series(market.sale_price, `market ${mname} sale_price`);
  if (market.load !== undefined && series(market.load, 'load').some((l) => l !== 0))
    warnings.push(`SHOP market ${mname}: a load is not modelled`);

  // End value: energy_value_input (EUR/MWh, local to the plant below) through the conversion factor,
  // summed from the bottom of the watercourse up (SHOP's global water value).
  const endValues: ShopImport['endValues'] = {};
  const globalValue = (id: string): number => {
    if (endValues[id]) return endValues[id].globalWaterValue;
    const r = rsvs[id];
    const plantId = below(id, plantsIn)?.to;
    const plant = plants.find((p) => p.id === plantId);
    const res = reservoirs.find((x) => x.id === id)!;
    const level = r.start_head !== undefined ? num(r.start_head, 'start_head') : 0;
    const cf = plant ? conversionFactor(plant, units, level) : 0;
    const down = plant ? units.find((u) => plant.penstocks.some((ps) => ps.units.includes(u.id)))?.downstream : null;
    const g =
      num(r.energy_value_input ?? 0, `reservoir ${id} energy_value_input`) * cf + (down ? globalValue(down) : 0);
    endValues[id] = { conversionFactor: cf, globalWaterValue: g };
    res.terminalWaterValue = g / MM3;
    return g;
  };
  for (const id of Object.keys(rsvs)) globalValue(id);

  const model: OptimizerModel = {
    start,
    stepSeconds: 3600,
    steps,
    price,
    reservoirs,
    units,
    constraints,
    plants,
    head: headOptions(doc.commands),
  };
  return { model, warnings, endValues };
}

/** `set code /full` + `start sim N`, `set code /incremental` + `start sim M`: SHOP's iterations. */
function headOptions(commands: unknown): OptimizerModel['head'] {
  let code = 'full',
    full = 0,
    incremental = 0;
  for (const c of Array.isArray(commands) ? commands.map(String) : []) {
    const set = /^set code \/(\w+)/.exec(c);
    if (set) code = set[1];
    const sim = /^start sim (\d+)/.exec(c);
    if (sim) {
      if (code === 'incremental') incremental += Number(sim[1]);
      else full += Number(sim[1]);
    }
  }
  return full || incremental ? { fullIterations: Math.max(1, full), maxIncrementalIterations: incremental } : undefined;
}
