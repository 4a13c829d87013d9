import { curvesByHead, type Point } from '@penstock/domain';
import type { HeadPlant, OptimizerModel } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { headCurveRows, headPlantRows, headUnitRows } from './headData.repo.js';

/**
 * Gives the optimiser's model the plant's head data (issue 23): `plants` (outlet line, main and
 * penstock losses, the units on each penstock) and per unit `turbEffCurves` and `genEffCurve`, so
 * solvePlanInThread runs the successive linearisation (solveWithHead). A unit follows the head when
 * it has turbine efficiency curves, sits on a head plant and its upstream reservoir has a
 * level-to-content curve (the head needs the level); every other unit keeps its fixed-head
 * flow-to-power curve. A pump with pump efficiency curves whose upper and lower reservoirs have
 * level-to-content curves pumps against the head (`pumpEffCurves`) within its pump head limits
 * (`pumpHeadMin`, `pumpHeadMax`: no pumping outside them). Answers lines for the run's log.
 */
export async function modelHeadData(db: Executor, plantId: string, model: OptimizerModel): Promise<string[]> {
  const [plants, seats] = await Promise.all([headPlantRows(plantId, db), headUnitRows(plantId, db)]);
  if (!plants.length) return [];
  const curves = await headCurveRows(
    model.units.map((u) => u.id),
    plants.map((p) => p.id),
    db,
  );
  const pointsOf = (kind: string, owner: string): Point[] =>
    curves.find((c) => c.id === `${kind}:${owner}`)?.points ?? [];
  const notes: string[] = [];
  const inModel = new Set(model.units.map((u) => u.id));
  const headUnits: string[] = [];
  for (const u of model.units) {
    const turb = pointsOf('turb-eff-curves', u.id);
    if (turb.length < 2) continue;
    const seat = seats.find((s) => s.control_unit_id === u.id);
    const upstream = model.reservoirs.find((r) => r.id === u.upstream);
    if (!seat) notes.push(`${u.name ?? u.id}: efficiency curves but on no head plant: fixed-head flow-to-power curve`);
    else if (!upstream?.levelContent)
      notes.push(
        `${u.name ?? u.id}: efficiency curves but its upstream reservoir has no level-to-content curve (the head needs the level): fixed-head flow-to-power curve`,
      );
    else {
      u.turbEffCurves = curvesByHead(turb).map((c) => ({
        head: c.head,
        points: c.points.map((p) => ({ q: p.x, eff: p.y })),
      }));
      const gen = pointsOf('gen-eff-curve', u.id);
      if (gen.length) u.genEffCurve = gen.map((p) => ({ p: p.x, eff: p.y }));
      headUnits.push(u.id);
    }
  }
  const pumps = mapPumpCurves(model, pointsOf, notes);
  for (const u of model.units) {
    const seat = u.pumpEffCurves && seats.find((s) => s.control_unit_id === u.id);
    if (seat?.pump_head_min != null) u.pumpHeadMin = seat.pump_head_min;
    if (seat?.pump_head_max != null) u.pumpHeadMax = seat.pump_head_max;
  }
  if (!headUnits.length) {
    if (pumps.length) notes.push(`head model: ${pumps.join(', ')} pump against the head (pump efficiency curves)`);
    return notes;
  }
  const used = plants.filter((p) =>
    seats.some((s) => s.head_plant_id === p.id && headUnits.includes(s.control_unit_id)),
  );
  model.plants = used.map((p): HeadPlant => {
    const outlet = pointsOf('outlet-line', p.id);
    return {
      id: p.id,
      name: p.name,
      outletLine: outlet.length ? outlet.map((o) => ({ q: o.x, level: o.y })) : p.outlet_line,
      mainLoss: p.main_loss,
      penstocks: (p.penstock_loss as number[]).map((loss, i) => ({
        loss,
        units: seats
          .filter((s) => s.head_plant_id === p.id && s.penstock === i + 1 && inModel.has(s.control_unit_id))
          .map((s) => s.control_unit_id),
      })),
    };
  });
  const name = (id: string) => model.units.find((u) => u.id === id)?.name ?? id;
  if (pumps.length) notes.push(`head model: ${pumps.join(', ')} pump against the head (pump efficiency curves)`);
  notes.push(
    `head model: ${headUnits.map(name).join(', ')} follow the net head (efficiency curves on head plant${used.length > 1 ? 's' : ''} ${used.map((p) => p.name).join(', ')}); successive linearisation`,
  );
  return notes;
}

/** Pump efficiency curves onto the pumps whose both reservoirs have level-to-content curves; answers their names. */
function mapPumpCurves(model: OptimizerModel, pointsOf: (kind: string, owner: string) => Point[], notes: string[]) {
  const out: string[] = [];
  for (const u of model.units) {
    if (u.type !== 'PUMP' && u.type !== 'PUMP_TURBINE') continue;
    const pts = pointsOf('pump-eff-curves', u.id);
    if (pts.length < 2) continue;
    const levels = [u.upstream, u.downstream].every((id) => model.reservoirs.find((r) => r.id === id)?.levelContent);
    if (!levels) {
      notes.push(
        `${u.name ?? u.id}: pump efficiency curves but its reservoirs have no level-to-content curves (the pump head needs both levels): fixed power per flow`,
      );
      continue;
    }
    u.pumpEffCurves = curvesByHead(pts).map((c) => ({
      head: c.head,
      points: c.points.map((p) => ({ q: p.x, eff: p.y })),
    }));
    out.push(u.name ?? u.id);
  }
  return out;
}
