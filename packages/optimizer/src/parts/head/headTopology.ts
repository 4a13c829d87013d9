import type { HeadPlant, OptimizerModel } from '../../types.js';

/** Where a head unit sits: its plant, its penstock's loss factor, the units sharing the plant and the penstock. */
export interface HeadSeat {
  plant: HeadPlant;
  penstockLoss: number;
  plantUnits: number[];
  penstockUnits: number[];
}

const increasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]);

/** Clear errors in a model's head data (efficiency 0-100 %, heads and discharges increasing, units on one penstock); [] when sound. */
export function headErrors(model: OptimizerModel): string[] {
  const errs: string[] = [];
  const ids = new Set(model.units.map((u) => u.id));
  const seats = new Map<string, string>();
  for (const p of model.plants ?? []) {
    if (typeof p.outletLine !== 'number') {
      if (!p.outletLine.length || !increasing(p.outletLine.map((o) => o.q)))
        errs.push(`Plant ${p.id}: outlet line discharges must be increasing`);
    } else if (!Number.isFinite(p.outletLine)) errs.push(`Plant ${p.id}: outlet line must be a number`);
    if ((p.mainLoss ?? 0) < 0) errs.push(`Plant ${p.id}: main loss factor must not be negative`);
    p.penstocks.forEach((ps, i) => {
      if (!(ps.loss >= 0)) errs.push(`Plant ${p.id} penstock ${i + 1}: loss factor must not be negative`);
      for (const id of ps.units) {
        if (!ids.has(id)) errs.push(`Plant ${p.id} penstock ${i + 1}: unknown unit ${id}`);
        else if (seats.has(id)) errs.push(`Unit ${id} is on two penstocks (${seats.get(id)} and ${p.id} ${i + 1})`);
        seats.set(id, `${p.id} ${i + 1}`);
      }
    });
  }
  for (const u of model.units) {
    const curves = u.turbEffCurves;
    if (!curves) continue;
    if (!seats.has(u.id)) errs.push(`Unit ${u.id} has efficiency curves but is on no plant's penstock`);
    if (!curves.length) errs.push(`Unit ${u.id}: turbine efficiency needs at least one head`);
    if (!increasing(curves.map((c) => c.head))) errs.push(`Unit ${u.id}: turbine efficiency heads must be increasing`);
    for (const c of curves) {
      if (c.points.length < 2) errs.push(`Unit ${u.id} at head ${c.head} m: at least two efficiency points`);
      if (!increasing(c.points.map((p) => p.q)))
        errs.push(`Unit ${u.id} at head ${c.head} m: discharge must be increasing`);
      if (c.points.some((p) => !(p.eff >= 0 && p.eff <= 100) || p.q < 0))
        errs.push(`Unit ${u.id} at head ${c.head} m: efficiency must be within 0-100 % and discharge not negative`);
    }
    const g = u.genEffCurve ?? [];
    if (g.length && !increasing(g.map((p) => p.p)))
      errs.push(`Unit ${u.id}: generator efficiency powers must be increasing`);
    if (g.some((p) => !(p.eff > 0 && p.eff <= 100)))
      errs.push(`Unit ${u.id}: generator efficiency must be within 0-100 % (above 0)`);
  }
  return errs;
}

/** Per unit its seat in the head model (undefined: fixed-head unit); throws the head data's errors. */
export function headSeats(model: OptimizerModel): (HeadSeat | undefined)[] {
  if (!model.plants?.length) return model.units.map(() => undefined);
  const errs = headErrors(model);
  if (errs.length) throw new Error(`Head data: ${errs.join('; ')}`);
  const index = new Map(model.units.map((u, i) => [u.id, i]));
  const seats: (HeadSeat | undefined)[] = model.units.map(() => undefined);
  for (const plant of model.plants) {
    const plantUnits = plant.penstocks.flatMap((ps) => ps.units.map((id) => index.get(id)!));
    for (const ps of plant.penstocks) {
      const penstockUnits = ps.units.map((id) => index.get(id)!);
      for (const ui of penstockUnits)
        if (model.units[ui].turbEffCurves) seats[ui] = { plant, penstockLoss: ps.loss, plantUnits, penstockUnits };
    }
  }
  return seats;
}
