import type { HighsCallbackMap, Model } from 'highs';

/**
 * A solve's budget of solver work, counted in simplex iterations (of every LP it solves, and of branch
 * and cut). Unlike a clock it runs at the same pace on a quiet and on a loaded machine, so the same
 * model always gets the same plan (HiGHS is deterministic for given options on one thread).
 */
export class WorkBudget {
  used = 0;
  constructor(readonly limit: number) {}

  get left(): number {
    return Math.max(0, this.limit - this.used);
  }

  get spent(): boolean {
    return this.used >= this.limit;
  }

  /** Runs the model and counts its simplex iterations. */
  run(hm: Model, callbacks?: HighsCallbackMap): void {
    hm.run(callbacks);
    this.used += Number(hm.info.get('simplex_iteration_count')) || 0;
  }
}
