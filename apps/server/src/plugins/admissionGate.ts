/**
 * At most `maxInFlight` requests run at once. The next ones wait in line, first come first served,
 * at most `maxWaitMs` each, and only as many as the running requests are likely to make room for
 * within that time (the recent mean time a request runs, weighted towards the latest); the rest
 * are refused at once (`enter` answers false), and so is a waiter whose time runs out.
 * Bounding what runs keeps an admitted request's database waits short (one that waited out the
 * pool's connect timeout answered 503 after 5 s); refusing what cannot get in soon keeps refusals
 * fast; the short line lets a burst of light requests (a browser opening the cockpit) in.
 */
export function admissionGate(maxInFlight: number, maxWaitMs: number, weight = 0.1) {
  let inFlight = 0;
  let runMs = 0;
  const line: Array<(admitted: boolean) => void> = [];
  const room = () => (runMs > 0 ? Math.floor((maxInFlight * maxWaitMs) / runMs) : Infinity);
  return {
    get inFlight() {
      return inFlight;
    },
    /** true: run now; a promise: wait in line; false: refused. Every admitted request calls `leave` with the time it ran. */
    enter(): Promise<boolean> | boolean {
      if (inFlight < maxInFlight) {
        inFlight++;
        return true;
      }
      if (line.length >= room()) return false;
      return new Promise<boolean>((resolve) => {
        const waiter = (admitted: boolean) => {
          clearTimeout(timer);
          resolve(admitted);
        };
        const timer = setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          resolve(false);
        }, maxWaitMs);
        line.push(waiter);
      });
    },
    /** An admitted request is done after `ranMs`: its place goes to the first in line. */
    leave(ranMs: number) {
      runMs += weight * (ranMs - runMs);
      const next = line.shift();
      if (next) next(true);
      else inFlight--;
    },
  };
}
