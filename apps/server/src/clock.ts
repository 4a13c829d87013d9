/** Source of "now" for rules that depend on time (lockouts, expiries, token lifetimes), so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
