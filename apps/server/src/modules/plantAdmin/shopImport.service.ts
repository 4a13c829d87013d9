import {
  controlUnitCreateSchema,
  efficiencyAt,
  hydroBodyCreateSchema,
  maxOf,
  type Point,
  type ShopImportBody,
  type ShopImportResult,
} from '@penstock/domain';
import { readShopYaml, type ShopImport, type Unit } from '@penstock/optimizer';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Executor } from '../../db/schema.js';
import { badRequest } from '../../http/httpError.js';
import { ensureRegionsWithSource } from '../market/index.js';
import { plantEntity } from '../plants/index.js';
import { writeSeries } from '../series/index.js';
import { createComponentsService } from './components.service.js';
import { createHeadDataService } from './headData.service.js';
import { createPlantSettingsService } from './plantSettings.service.js';
import { createPointTablesService } from './pointTables.service.js';

const RHO_G = 1000 * 9.81;
const HOUR_S = 3600;

/** Parses the file: SHOP's own errors (a missing section, a bad number) become a 400 on the yaml field. */
function parse(yaml: string): ShopImport {
  try {
    return readShopYaml(yaml);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw badRequest(`The SHOP file could not be read: ${message}`, [{ path: 'yaml', message }]);
  }
}

/**
 * The fixed-head flow-to-power curve at the start level, from the efficiency curves (P = rho g Q
 * H_net eta_t eta_g, each discharge alone on its penstock): what the plant uses when its head data is
 * taken off, and what the completeness check and the energy equivalents read.
 */
function startCurve(u: Unit, grossHead: number, loss: number): Point[] {
  const curves = u.turbEffCurves!.map((c) => ({ head: c.head, points: c.points.map((p) => ({ x: p.q, y: p.eff })) }));
  const qs = [...new Set(curves.flatMap((c) => c.points.map((p) => p.x)))].sort((a, b) => a - b);
  const gen = (u.genEffCurve ?? []).map((g) => ({ x: g.p, y: g.eff }));
  return [0, ...qs.filter((q) => q > 0)].map((q) => {
    const h = grossHead - loss * q * q;
    const raw = (RHO_G * q * h * efficiencyAt(curves, q, h)) / 100 / 1e6;
    const eg = gen.length ? efficiencyAt([{ head: 0, points: gen }], raw, 0) / 100 : 1;
    return { x: q, y: raw * eg, head: q > 0 ? h : null };
  });
}

/**
 * A SHOP model (SHOP's YAML standard, the file `npm run optimize -- --shop` reads) as a Draft plant,
 * all or nothing in one transaction: reservoirs (levels, max_vol, vol_head as level-to-content) and
 * an outlet body where water leaves the system, generators as turbines (p_min, p_max, the largest
 * curve discharge), SHOP plants as head plants (outlet_line, main_loss, penstock_loss) with the
 * turbines on their penstocks, turb_eff_curves and gen_eff_curve, a fixed-head flow-to-power curve at
 * the start level, the start content as the reservoirs' measured content at the start, inflow as
 * forecast, and sale_price as the forecast of a price forecast source of its own (named after the
 * plant, in the chosen price region) that the plant takes. What is not imported is named in `warnings`.
 */
export async function importShopModel(
  db: Executor,
  portfolioId: string,
  body: ShopImportBody,
  ctx: WriteContext,
): Promise<ShopImportResult> {
  const shop = parse(body.yaml);
  const { model } = shop;
  const warnings = [...shop.warnings];
  const cid = (name: string) => `${body.id}.${name}`.slice(0, 100);
  return inTransaction(db, async (trx) => {
    // a new plant's physical plant and plant view share its id
    const plantId = (
      await createPlantSettingsService(trx).create(
        portfolioId,
        { id: body.id, name: body.name, price_region_id: body.price_region_id },
        ctx,
      )
    ).id;
    const components = createComponentsService(trx);
    const tables = createPointTablesService(trx);
    const head = createHeadDataService(trx);
    const write = { ...ctx, version: 0 };

    const outletNeeded = model.units.some((u) => u.downstream === null);
    const bodies = [
      ...(outletNeeded
        ? [{ id: cid('outlet'), external_id: 'outlet', name: 'Outlet', type: 'DOWNSTREAM' as const }]
        : []),
      ...model.reservoirs.map((r) => {
        const levels = r.levelContent!.map((p) => p.level);
        return {
          id: cid(r.id),
          external_id: r.id,
          name: r.id,
          type: 'RESERVOIR' as const,
          min_level: levels[0],
          max_level: maxOf(levels),
          min_content: r.hardMinContent ?? null,
          max_content: r.hardMaxContent ?? null,
        };
      }),
    ];
    for (const b of bodies) await components.createBody(plantId, hydroBodyCreateSchema.parse(b), write);
    // spill targets after every body exists
    for (const r of model.reservoirs)
      if (r.spillTo) await components.updateBody(plantId, cid(r.id), { spill_target_id: cid(r.spillTo) }, ctx);
    for (const r of model.reservoirs)
      await tables.save(
        'level-to-content',
        plantId,
        cid(r.id),
        { points: r.levelContent!.map((p) => ({ x: p.level, y: p.content })) },
        write,
      );

    for (const u of model.units)
      await components.createUnit(
        plantId,
        controlUnitCreateSchema.parse({
          id: cid(u.id),
          external_id: u.id,
          name: u.id,
          type: 'TURBINE',
          upstream: cid(u.upstream!),
          downstream: u.downstream ? cid(u.downstream) : cid('outlet'),
          p_min: u.runMinPower ?? null,
          p_max: u.pMax ?? null,
          q_max: u.qMax ?? null,
        }),
        write,
      );

    const levelAtStart = (id: string) => {
      const r = model.reservoirs.find((x) => x.id === id)!;
      const lc = r.levelContent!;
      const j = lc.findIndex((p) => p.content >= r.initialContent);
      if (j <= 0) return lc[Math.max(0, j)].level;
      const [a, b] = [lc[j - 1], lc[j]];
      return a.level + ((b.level - a.level) * (r.initialContent - a.content)) / (b.content - a.content);
    };
    for (const p of model.plants ?? []) {
      const hp = await head.createPlant(
        plantId,
        {
          name: p.name ?? p.id,
          outlet_line: typeof p.outletLine === 'number' ? p.outletLine : p.outletLine[0].level,
          main_loss: p.mainLoss ?? 0,
          penstock_loss: p.penstocks.map((ps) => ps.loss),
        },
        ctx,
        trx,
      );
      if (typeof p.outletLine !== 'number')
        await head.saveCurve(
          'outlet-line',
          plantId,
          hp.id,
          { points: p.outletLine.map((o) => ({ x: o.q, y: o.level })) },
          write,
          trx,
        );
      for (const [i, ps] of p.penstocks.entries())
        for (const id of ps.units) {
          const u = model.units.find((x) => x.id === id)!;
          await head.saveUnit(plantId, cid(id), { head_plant_id: hp.id, penstock: i + 1 }, write, trx);
          const turb = u.turbEffCurves!.flatMap((c) => c.points.map((pt) => ({ x: pt.q, y: pt.eff, head: c.head })));
          await head.saveCurve('turb-eff-curves', plantId, cid(id), { points: turb }, write, trx);
          if (u.genEffCurve?.length)
            await head.saveCurve(
              'gen-eff-curve',
              plantId,
              cid(id),
              { points: u.genEffCurve.map((g) => ({ x: g.p, y: g.eff })) },
              write,
              trx,
            );
          const outlet = typeof p.outletLine === 'number' ? p.outletLine : p.outletLine[0].level;
          await tables.save(
            'flow-to-power',
            plantId,
            cid(id),
            { points: startCurve(u, levelAtStart(u.upstream!) - outlet, (p.mainLoss ?? 0) + ps.loss) },
            write,
          );
        }
    }

    const series = { by: ctx.by, at: ctx.at, source: 'SHOP import' };
    const grid = (target: object, quantity: string, kind: 'actual' | 'forecast', unit: string, values: number[]) =>
      writeSeries(
        {
          grid: {
            series: { ...target, quantity, kind, unit, resolution_seconds: HOUR_S },
            startMs: model.start,
            stepSeconds: HOUR_S,
            values,
          },
        },
        series,
        trx,
      );
    for (const r of model.reservoirs) {
      await grid({ hydro_body_id: cid(r.id) }, 'content', 'actual', 'm3', [r.initialContent]);
      const inflow = typeof r.inflow === 'number' ? Array(model.steps).fill(r.inflow) : [...r.inflow];
      await grid({ hydro_body_id: cid(r.id) }, 'inflow', 'forecast', 'm3/s', inflow);
    }
    const source = (
      await ensureRegionsWithSource(
        trx,
        [{ id: body.price_region_id, name: body.price_region_id, currency: 'EUR', timezone: 'UTC' }],
        `SHOP import ${body.id}`,
      )
    ).get(body.price_region_id)!;
    const price = typeof model.price === 'number' ? Array(model.steps).fill(model.price) : [...model.price];
    await grid(
      { price_region_id: body.price_region_id, price_forecast_source_id: source },
      'day_ahead_price',
      'forecast',
      'EUR/MWh',
      price,
    );
    await plantEntity.save(plantId, { price_forecast_source_id: source }, ctx, trx);

    const starts = (model.constraints ?? []).filter((c) => c.kind === 'START_COST').map((c) => c.target);
    if (starts.length)
      warnings.push(`SHOP generator startcost not imported (${starts.join(', ')}): add START_COST constraints`);
    const ends = model.reservoirs.filter((r) => (r.terminalWaterValue ?? 0) > 0).map((r) => r.id);
    if (ends.length)
      warnings.push(
        `SHOP reservoir energy_value_input not imported (${ends.join(', ')}): the end value comes from the plant's analytics parameters`,
      );
    return {
      plant_view_id: body.id,
      reservoirs: model.reservoirs.length,
      units: model.units.length,
      head_plants: (model.plants ?? []).length,
      hours: model.steps,
      start: model.start,
      warnings,
    };
  });
}
