/** Source of "now" for rules that depend on time (lockouts, expiries, token lifetimes), so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that a test moves: real time keeps flowing on top of the offset. */
export interface SettableClock extends Clock {
  /** Moves "now" forward (or back with a negative value). */
  advance(ms: number): void;
  /** How far "now" is from this machine's clock, ms. */
  offsetMs(): number;
}

export function createSettableClock(): SettableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => void (offset += ms),
    offsetMs: () => offset,
  };
}

export const isSettable = (clock: Clock): clock is SettableClock =>
  typeof (clock as Partial<SettableClock>).advance === 'function';
