import { MFA_COUNTDOWN_VISIBLE_BELOW_S, MFA_COUNTDOWN_WARNING_BELOW_S } from '@penstock/domain';

/** Whole seconds left until `until` (epoch ms), rounded up so 0 means expired; never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** 'm:ss' (or 'h:mm:ss' from an hour). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export interface CodeCountdown {
  seconds: number;
  /** Shown under 60 s. */
  visible: boolean;
  /** Flagged under 10 s. */
  warning: boolean;
  /** The code can no longer be used: field disabled, 'Back to login' offered. */
  expired: boolean;
}

/** State of the two-factor code countdown (spec 1 section 4, login flow). */
export function codeCountdown(validUntil: number, now: number): CodeCountdown {
  const seconds = secondsLeft(validUntil, now);
  return {
    seconds,
    visible: seconds < MFA_COUNTDOWN_VISIBLE_BELOW_S,
    warning: seconds < MFA_COUNTDOWN_WARNING_BELOW_S,
    expired: seconds <= 0,
  };
}

/**
 * A server deadline on the local clock: the time left by the server's own clock (its Date header)
 * added to the local now, so a browser whose clock is off still counts the right minutes.
 */
export function localDeadline(deadlineIso: string, serverDate: string | null, localNow: number): number {
  const deadline = Date.parse(deadlineIso);
  const serverNow = serverDate ? Date.parse(serverDate) : NaN;
  return Number.isNaN(serverNow) ? deadline : localNow + (deadline - serverNow);
}
