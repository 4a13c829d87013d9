/** A reason for a bound, for operator messages. Thunks: most are never shown, and formatting them per step is costly. */
export type Why = string | (() => string);

/** The reasons of a bound's two sides (a Limits, or a pair made only when labels are asked for). */
export interface WhySides {
  readonly loWhy: string;
  readonly hiWhy: string;
}
/** Sides without reasons, for builds without labels (no reasons are kept then). */
export const NO_SIDES: WhySides = { loWhy: '', hiWhy: '' };

/** Running bound with the reason for each side, so conflicts can be told in words. */
export class Limits {
  lo = -Infinity;
  hi = Infinity;
  private loW: Why = '';
  private hiW: Why = '';
  get loWhy() {
    return typeof this.loW === 'string' ? this.loW : this.loW();
  }
  get hiWhy() {
    return typeof this.hiW === 'string' ? this.hiW : this.hiW();
  }
  atLeast(v: number, why: Why) {
    if (Number.isFinite(v) && v > this.lo) {
      this.lo = v;
      this.loW = why;
    }
  }
  atMost(v: number, why: Why) {
    if (Number.isFinite(v) && v < this.hi) {
      this.hi = v;
      this.hiW = why;
    }
  }
  crossed(tol = 1e-9) {
    return this.lo > this.hi + tol * Math.max(1, Math.abs(this.hi));
  }
}

export const fmt = (v: number) => String(Number(v.toPrecision(6)));
export const fmtVol = (m3: number) => (Math.abs(m3) >= 1e5 ? `${fmt(m3 / 1e6)} hm3` : `${fmt(m3)} m3`);
