import { PLANT_SERIES_CONCURRENCY } from '@penstock/domain';

export interface RequestQueue {
  /**
   * Runs `task` when a slot is free (first come, first served). Aborting `signal` while the task
   * waits takes it out of the line without starting it; once started, the signal is the task's.
   */
  run<T>(task: (signal: AbortSignal | undefined) => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiting {
  start: () => void;
  cancel: () => void;
}

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The request was aborted', 'AbortError');

export function createRequestQueue(concurrency: number): RequestQueue {
  if (!(concurrency >= 1)) throw new Error('concurrency must be at least 1');
  let active = 0;
  const line: Waiting[] = [];

  const next = () => {
    while (active < concurrency && line.length) line.shift()!.start();
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    run<T>(task: (signal: AbortSignal | undefined) => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const i = line.indexOf(entry);
          if (i >= 0) {
            line.splice(i, 1);
            reject(abortError(signal!));
          }
        };
        const entry: Waiting = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            active++;
            let promise: Promise<T>;
            try {
              promise = task(signal);
            } catch (error) {
              promise = Promise.reject(error);
            }
            promise.then(resolve, reject).finally(() => {
              active--;
              next();
            });
          },
          cancel: onAbort,
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(entry);
        next();
      });
    },
  };
}

/** Every plant-level series request of the app shares this line (spec 1 section 9: 10 at a time). */
export const plantSeriesQueue = createRequestQueue(PLANT_SERIES_CONCURRENCY);
