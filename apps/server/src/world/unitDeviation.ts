/**
 * How a unit's actual operation departs from its schedule in the history: forced outages (trips,
 * about three a year, 2-12 hours at standstill) and a small load-following error (1.5% sd).
 * The horizon has no deviations: it is the plan.
 */
import type { Rng } from './prng.js';
import { snapToUnitRange } from './reservoirBalance.js';

export class UnitDeviation {
  private tripLeft = 0;
  constructor(
    private readonly rng: Rng,
    private readonly qMin: number,
    private readonly qMax: number,
  ) {}

  /** Actual discharge for a scheduled one (m3/s, >= 0). */
  actual(scheduled: number): number {
    if (this.tripLeft > 0) {
      this.tripLeft--;
      return 0;
    }
    if (scheduled > 0 && this.rng.chance(0.0004)) {
      this.tripLeft = this.rng.int(2, 12) - 1;
      return 0;
    }
    if (scheduled === 0) return 0;
    return snapToUnitRange(scheduled * (1 + 0.015 * this.rng.normal()), this.qMin, this.qMax);
  }
}
