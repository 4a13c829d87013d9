// The pool of solver worker threads (solveWorker.ts) that solvePlan and solveLongTerm send jobs to.
import { Worker } from 'node:worker_threads';

const workerUrl = new URL('./solveWorkerEntry.mjs', import.meta.url);
const idle: Worker[] = [];
const MAX_IDLE = 2;
let nextId = 1;
/** Set by warmSolvers: a job that takes the last warm worker starts a warm spare. */
let keepWarm = false;

function takeWorker(): Worker {
  const w = idle.pop();
  w?.removeAllListeners('exit');
  if (keepWarm && idle.length === 0) void addWarmWorker();
  return w ?? new Worker(workerUrl);
}

/**
 * A spare worker that loads HiGHS and solves a small plan before it joins the pool, so a run's
 * first build and solve do not pay for loading HiGHS and compiling the LP parts (issue 22: a cold
 * build is 60-160 ms slower than a warm one). It warms at the solver's lower priority (solveWorker.ts).
 */
function addWarmWorker(): Promise<void> {
  const w = new Worker(workerUrl, { workerData: { warm: true } });
  w.unref();
  return new Promise<void>((resolve) => {
    w.once('message', () => {
      w.removeAllListeners('error');
      release(w);
      resolve();
    });
    w.once('error', () => {
      void w.terminate();
      resolve();
    });
  });
}

/**
 * Starts warm solver workers for the pool (call once at server start); from then on a job that
 * takes the last warm worker starts a warm spare. Resolves when they are ready.
 */
export function warmSolvers(count = MAX_IDLE): Promise<void> {
  keepWarm = true;
  const spares = Math.max(0, Math.min(count, MAX_IDLE) - idle.length);
  return Promise.all(Array.from({ length: spares }, addWarmWorker)).then(() => undefined);
}

function release(w: Worker) {
  if (idle.length >= MAX_IDLE) {
    void w.terminate();
    return;
  }
  w.unref();
  idle.push(w);
  // A pooled worker that dies (e.g. out of memory) must not be handed out again.
  w.once('exit', () => {
    const i = idle.indexOf(w);
    if (i >= 0) idle.splice(i, 1);
  });
}

/**
 * Sends one job to a pooled worker thread and resolves with its result; `progress` messages of the
 * job go to onProgress. Aborting terminates the worker (a cancelled job's worker is thrown away).
 */
export function callWorker<T>(
  job: Record<string, unknown>,
  signal?: AbortSignal,
  onProgress?: (p: unknown) => void,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
  const w = takeWorker();
  w.ref();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const cleanup = () => {
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      signal?.removeEventListener('abort', onAbort);
    };
    const onMessage = (m: { id: number; result?: T; error?: string; progress?: unknown }) => {
      if (m.id !== id) return;
      if (m.progress !== undefined) {
        onProgress?.(m.progress);
        return;
      }
      cleanup();
      release(w);
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.result!);
    };
    const onError = (e: Error) => {
      cleanup();
      void w.terminate();
      reject(e);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`Optimiser worker exited with code ${code}`));
    };
    const onAbort = () => {
      cleanup();
      void w.terminate();
      reject(signal!.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    w.on('message', onMessage);
    w.on('error', onError);
    w.on('exit', onExit);
    signal?.addEventListener('abort', onAbort, { once: true });
    w.postMessage({ id, ...job });
  });
}

/** How many ready workers wait in the pool. */
export const idleSolvers = () => idle.length;

/** Ends the idle workers (for a clean shutdown). */
export async function closeSolvers(): Promise<void> {
  keepWarm = false;
  await Promise.all(idle.splice(0).map((w) => w.terminate()));
}
