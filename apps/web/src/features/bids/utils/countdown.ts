const MINUTE = 60_000;

/**
 * The time left until the deadline, as the countdown shows it: "2 d 3 h", "3 h 05 min",
 * "12 min 30 s" under an hour, "passed" at and after it.
 */
export function countdownParts(msLeft: number): { passed: boolean; text: string } {
  if (msLeft <= 0) return { passed: true, text: '' };
  const days = Math.floor(msLeft / (24 * 60 * MINUTE));
  const hours = Math.floor(msLeft / (60 * MINUTE)) % 24;
  const minutes = Math.floor(msLeft / MINUTE) % 60;
  const seconds = Math.floor(msLeft / 1000) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const text =
    days > 0
      ? `${days} d ${hours} h`
      : hours > 0
        ? `${hours} h ${pad(minutes)} min`
        : `${minutes} min ${pad(seconds)} s`;
  return { passed: false, text };
}
