import type { OptimizerModel, OptionalStepSeries } from '../../types.js';

const PHYSICAL_TIER = 1000;

function largest(s: OptionalStepSeries | undefined): number {
  if (s === undefined) return 0;
  if (typeof s === 'number') return Math.abs(s);
  let m = 0;
  for (const v of s) if (v !== null && Number.isFinite(v)) m = Math.max(m, Math.abs(v));
  return m;
}

/**
 * Price of an obligation not held, EUR per MW and hour (Penalties.reserveShortfall): by default the
 * physical tier's factor (as the soft constraints', default 1000) times what a MW held for an hour
 * could at most earn elsewhere: the highest market price, capacity price and activation compensation.
 */
export function shortfallPenalty(model: OptimizerModel): number {
  const given = model.penalties?.reserveShortfall;
  if (given !== undefined) return given;
  let most = largest(model.price);
  for (const g of model.reserves ?? [])
    most = Math.max(most, largest(g.capacityPrice), Math.abs(g.activationCompensation));
  return (model.penalties?.tierFactor?.physical ?? PHYSICAL_TIER) * Math.max(1, most);
}
