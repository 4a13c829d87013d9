import { maxOf } from '@penstock/domain';
import type { GridReserve, OptimizerModel } from '../packages/optimizer/src/types.js';
const BLOCK = 16;
/** Every unit: FCR symmetric 4 % of its largest power (held), aFRR up and down offers of up to 15 %. */
export function withReserves(m: OptimizerModel): OptimizerModel {
  const reserves: GridReserve[] = [];
  const block = (t: number) => Math.floor(t / BLOCK);
  m.units.forEach((u) => {
    const pMax = maxOf(u.curve!.map((p) => p.p));
    const price = (base: number) => Array.from({ length: m.steps }, (_, t) => base + 4 * Math.sin(block(t)));
    const common = { unit: u.id, type: 'spinning' as const, blockSteps: BLOCK };
    reserves.push(
      {
        ...common,
        id: `${u.id}-fcr`,
        product: 'FCR',
        direction: 'symmetric',
        mode: 'included',
        mw: Math.round(0.04 * pMax * 10) / 10,
        droop: 6,
        deltaF: 0.2,
        activationFactor: 0.05,
        activationCompensation: 0,
      },
      {
        ...common,
        id: `${u.id}-afrr-up`,
        product: 'aFRR',
        direction: 'positive',
        mode: 'additional',
        mw: Math.round(0.15 * pMax),
        capacityPrice: price(9),
        minBid: 5,
        activationFactor: 0.2,
        activationCompensation: 95,
      },
      {
        ...common,
        id: `${u.id}-afrr-down`,
        product: 'aFRR',
        direction: 'negative',
        mode: 'additional',
        mw: Math.round(0.15 * pMax),
        capacityPrice: price(6),
        minBid: 5,
        activationFactor: 0.15,
        activationCompensation: 20,
      },
    );
  });
  return { ...m, reserves };
}

