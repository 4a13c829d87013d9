import { describe, expect, test } from 'vitest';
import { createRequestQueue } from './requestQueue';

const deferred = <T = void>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('request queue', () => {
  test('never more than 10 in flight, started in the order they came', async () => {
    const queue = createRequestQueue(10);
    const started: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const gates = Array.from({ length: 25 }, () => deferred());
    const results = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await g.promise;
        inFlight--;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.active).toBe(10);
    expect(queue.waiting).toBe(15);
    // Finishing out of order frees slots; the next waiting ones start in arrival order.
    gates[3].resolve();
    gates[7].resolve();
    await tick();
    expect(started.slice(10)).toEqual([10, 11]);
    gates.forEach((g) => g.resolve());
    for (let i = 0; i < 5; i++) await tick();
    expect(await Promise.all(results)).toEqual(gates.map((_, i) => i));
    expect(started).toEqual(gates.map((_, i) => i));
    expect(maxInFlight).toBe(10);
    expect(queue.active).toBe(0);
  });

  test('a failing task frees its slot and rejects only its own caller', async () => {
    const queue = createRequestQueue(1);
    const a = queue.run(async () => {
      throw new Error('boom');
    });
    const b = queue.run(async () => 'ok');
    await expect(a).rejects.toThrow('boom');
    await expect(b).resolves.toBe('ok');
  });

  test('aborting a waiting request removes it without starting it; a running one gets the signal', async () => {
    const queue = createRequestQueue(1);
    const gate = deferred();
    let runningSignal: AbortSignal | undefined;
    const running = new AbortController();
    const first = queue.run(async (signal) => {
      runningSignal = signal;
      await gate.promise;
      return 'first';
    }, running.signal);
    const waiting = new AbortController();
    let secondStarted = false;
    const second = queue.run(async () => {
      secondStarted = true;
    }, waiting.signal);
    const third = queue.run(async () => 'third');
    await tick();
    waiting.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.waiting).toBe(1);
    expect(runningSignal).toBe(running.signal);
    gate.resolve();
    await expect(first).resolves.toBe('first');
    await expect(third).resolves.toBe('third');
    expect(secondStarted).toBe(false);
  });

  test('an already aborted signal is refused at once', async () => {
    const queue = createRequestQueue(2);
    const c = new AbortController();
    c.abort();
    let ran = false;
    await expect(queue.run(async () => void (ran = true), c.signal)).rejects.toBeDefined();
    expect(ran).toBe(false);
  });
});
