import {
  HEAD_CURVE_COLUMNS,
  HEAD_CURVE_UNIT_TYPES,
  headCurveErrors,
  headCurveWarnings,
  powerModelOf,
  type HeadCurve,
  type HeadCurveBody,
  type HeadCurveKind,
  type HeadData,
  type HeadPlantBody,
  type HeadPlantInfo,
  type HeadUnitBody,
  type Point,
} from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Executor } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { componentOfPlant, componentRows } from '../plants/index.js';
import { headCurveEntity, headPlantEntity, headUnitEntity } from './headEntities.js';
import {
  headCurveRow,
  headCurveRows,
  headPlantRow,
  headPlantRows,
  headUnitRow,
  headUnitRows,
  seatsBeyond,
} from './headData.repo.js';

const curveId = (kind: HeadCurveKind, ownerId: string) => `${kind}:${ownerId}`;
const millis = (d: Date | null | undefined) => (d ? d.getTime() : null);

/** The unit or head plant that carries a curve of this kind (404 when not the plant's, 400 for the wrong unit type). */
async function curveOwner(kind: HeadCurveKind, plantId: string, ownerId: string, trx: Executor) {
  if (HEAD_CURVE_COLUMNS[kind].owner === 'plant') {
    if (!(await headPlantRow(plantId, ownerId, trx))) throw notFound(`Head plant ${ownerId} is not part of this plant`);
    return { control_unit_id: null, head_plant_id: ownerId };
  }
  const unit = await componentOfPlant('control_unit', plantId, ownerId, trx);
  if (!unit) throw notFound(`Component ${ownerId} is not part of this plant`);
  const types = HEAD_CURVE_UNIT_TYPES[kind as keyof typeof HEAD_CURVE_UNIT_TYPES];
  if (!types.includes(unit.type))
    throw badRequest(
      `${unit.name} is a ${unit.type.toLowerCase()}: a ${HEAD_CURVE_COLUMNS[kind].shop} table belongs to a ${types.join(' or ').toLowerCase()}`,
    );
  return { control_unit_id: ownerId, head_plant_id: null };
}

const toPlant = (r: Awaited<ReturnType<typeof headPlantRows>>[number], outletPoints: number): HeadPlantInfo => ({
  id: r.id,
  name: r.name,
  outlet_line: r.outlet_line,
  main_loss: r.main_loss,
  penstock_loss: r.penstock_loss as number[],
  outlet_curve_points: outletPoints,
  version: r.version,
  updated_by: r.updated_by,
  updated_at: millis(r.updated_at),
});

/** Head data administration (issue 23): head plants, the units' seats and their curves, each with history and 409. */
export function createHeadDataService(db: Executor) {
  async function data(plantId: string, trx: Executor = db): Promise<HeadData> {
    const [{ units }, plants, seats] = await Promise.all([
      componentRows(plantId, trx),
      headPlantRows(plantId, trx),
      headUnitRows(plantId, trx),
    ]);
    const turbines = units.filter((u) => u.type !== 'GATE');
    const curves = await headCurveRows(
      turbines.map((u) => u.id),
      plants.map((p) => p.id),
      trx,
    );
    const count = (kind: HeadCurveKind, owner: string) =>
      (curves.find((c) => c.id === curveId(kind, owner))?.points ?? []).length;
    return {
      plants: plants.map((p) => toPlant(p, count('outlet-line', p.id))),
      units: turbines.map((u) => {
        const seat = seats.find((s) => s.control_unit_id === u.id);
        const turbinePoints = count('turb-eff-curves', u.id);
        return {
          control_unit_id: u.id,
          name: u.name,
          type: u.type,
          head_plant_id: seat?.head_plant_id ?? null,
          penstock: seat?.penstock ?? null,
          pump_head_min: seat?.pump_head_min ?? null,
          pump_head_max: seat?.pump_head_max ?? null,
          curves: {
            'turb-eff-curves': turbinePoints,
            'gen-eff-curve': count('gen-eff-curve', u.id),
            'pump-eff-curves': count('pump-eff-curves', u.id),
          },
          power_model: powerModelOf({ head_plant_id: seat?.head_plant_id ?? null, turbinePoints }),
          version: seat?.version ?? 0,
        };
      }),
    };
  }

  async function plantOf(plantId: string, id: string, trx: Executor) {
    const row = await headPlantRow(plantId, id, trx);
    if (!row) throw notFound(`Head plant ${id} is not part of this plant`);
    return row;
  }

  async function curve(kind: HeadCurveKind, plantId: string, ownerId: string, trx: Executor = db): Promise<HeadCurve> {
    await curveOwner(kind, plantId, ownerId, trx);
    const row = await headCurveRow(curveId(kind, ownerId), trx);
    const points = (row?.points ?? []) as Point[];
    return {
      kind,
      component_id: ownerId,
      points,
      warnings: headCurveWarnings(kind, points),
      version: row?.version ?? 0,
      updated_by: row?.updated_by ?? null,
      updated_at: millis(row?.updated_at),
    };
  }

  return {
    data,
    curve,

    /** A head plant of the physical plant (a SHOP plant); its name is unique in the plant. */
    async createPlant(plantId: string, body: HeadPlantBody, ctx: WriteContext, trx: Executor = db) {
      const { version: _v, ...fields } = body;
      return inTransaction(trx, async (t) => {
        if ((await headPlantRows(plantId, t)).some((p) => p.name === fields.name))
          throw badRequest(`A head plant named ${fields.name} exists already in this plant`, [
            { path: 'name', message: 'Taken' },
          ]);
        const id = crypto.randomUUID();
        await headPlantEntity.save(
          id,
          { ...fields, main_loss: fields.main_loss ?? 0, physical_plant_id: plantId },
          { ...ctx, version: 0 },
          t,
        );
        return toPlant((await plantOf(plantId, id, t))!, 0);
      });
    },

    async updatePlant(plantId: string, id: string, body: HeadPlantBody, ctx: WriteContext) {
      const { version: _v, ...fields } = body;
      return inTransaction(db, async (trx) => {
        await plantOf(plantId, id, trx);
        const others = (await headPlantRows(plantId, trx)).filter((p) => p.id !== id);
        if (others.some((p) => p.name === fields.name))
          throw badRequest(`A head plant named ${fields.name} exists already in this plant`, [
            { path: 'name', message: 'Taken' },
          ]);
        const stranded = await seatsBeyond(id, fields.penstock_loss.length, trx);
        if (stranded.length)
          throw badRequest(
            `Units sit on penstocks this head plant would no longer have: ${stranded.map((s) => `${s.control_unit_id} on penstock ${s.penstock}`).join(', ')}; move them first`,
            [{ path: 'penstock_loss', message: 'Units sit on the penstocks removed' }],
          );
        await headPlantEntity.save(id, fields, ctx, trx);
        const outlet = await headCurveRow(curveId('outlet-line', id), trx);
        return toPlant((await plantOf(plantId, id, trx))!, ((outlet?.points ?? []) as Point[]).length);
      });
    },

    /** Deletes a head plant with its outlet-line curve; its units go back to the fixed-head curve (each removal in the history). */
    async deletePlant(plantId: string, id: string, ctx: WriteContext) {
      await inTransaction(db, async (trx) => {
        await plantOf(plantId, id, trx);
        const untimed = { by: ctx.by, at: ctx.at };
        for (const seat of (await headUnitRows(plantId, trx)).filter((s) => s.head_plant_id === id))
          await headUnitEntity.remove(seat.control_unit_id, untimed, trx);
        if (await headCurveRow(curveId('outlet-line', id), trx))
          await headCurveEntity.remove(curveId('outlet-line', id), untimed, trx);
        await headPlantEntity.remove(id, ctx, trx);
      });
    },
    plantHistory: async (plantId: string, id: string) => (
      await plantOf(plantId, id, db),
      headPlantEntity.history(id, db)
    ),

    /** A unit's seat (head plant, penstock) and pump head limits; a null head plant takes it off (fixed head). */
    async saveUnit(plantId: string, unitId: string, body: HeadUnitBody, ctx: WriteContext, trx: Executor = db) {
      return inTransaction(trx, async (t) => {
        const unit = await componentOfPlant('control_unit', plantId, unitId, t);
        if (!unit) throw notFound(`Component ${unitId} is not part of this plant`);
        if (unit.type === 'GATE') throw badRequest(`${unit.name} is a gate: gates have no head data`);
        const pumping = unit.type === 'PUMP' || unit.type === 'PUMP_TURBINE';
        if (!pumping && (body.pump_head_min != null || body.pump_head_max != null))
          throw badRequest(`${unit.name} is a turbine: pump head limits belong to a pump or pump turbine`, [
            { path: 'pump_head_min', message: 'Only for pumps' },
          ]);
        if (body.head_plant_id === null) {
          if (await headUnitRow(unitId, t)) await headUnitEntity.remove(unitId, ctx, t);
          return data(plantId, t);
        }
        const hp = await plantOf(plantId, body.head_plant_id, t);
        const penstocks = (hp.penstock_loss as number[]).length;
        const penstock = body.penstock ?? 1;
        if (penstock > penstocks)
          throw badRequest(
            `Head plant ${hp.name} has ${penstocks} penstock${penstocks === 1 ? '' : 's'}, not ${penstock}`,
            [{ path: 'penstock', message: `1 to ${penstocks}` }],
          );
        await headUnitEntity.save(
          unitId,
          {
            head_plant_id: hp.id,
            penstock,
            pump_head_min: body.pump_head_min ?? null,
            pump_head_max: body.pump_head_max ?? null,
          },
          ctx,
          t,
        );
        return data(plantId, t);
      });
    },
    unitHistory: (unitId: string) => headUnitEntity.history(unitId, db),

    /** Replaces the whole curve or nothing: 400 with every error (domain headCurveErrors); warnings do not stop the save. */
    async saveCurve(
      kind: HeadCurveKind,
      plantId: string,
      ownerId: string,
      body: HeadCurveBody,
      ctx: WriteContext,
      trx: Executor = db,
    ): Promise<HeadCurve> {
      const errors = headCurveErrors(kind, body.points);
      if (errors.length)
        throw badRequest(
          `The ${HEAD_CURVE_COLUMNS[kind].shop} table was not saved: ${errors.map((e) => e.message).join('; ')}`,
          errors.map(({ path, message }) => ({ path, message })),
        );
      const points = body.points.map((p) =>
        HEAD_CURVE_COLUMNS[kind].extra === 'head' ? { x: p.x, y: p.y, head: p.head ?? null } : { x: p.x, y: p.y },
      );
      return inTransaction(trx, async (t) => {
        const owner = await curveOwner(kind, plantId, ownerId, t);
        await headCurveEntity.save(curveId(kind, ownerId), { kind, ...owner, points }, ctx, t);
        return curve(kind, plantId, ownerId, t);
      });
    },
    curveHistory: (kind: HeadCurveKind, ownerId: string) => headCurveEntity.history(curveId(kind, ownerId), db),
  };
}

export type HeadDataService = ReturnType<typeof createHeadDataService>;
