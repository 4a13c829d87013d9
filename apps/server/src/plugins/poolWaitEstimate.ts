import type pg from 'pg';

/**
 * How long a request arriving now would wait for a pooled connection: the queue ahead of it, in
 * rounds of `max` connections, times the recent mean time a connection is held (an exponentially
 * weighted mean over acquire -> release). Load shedding refuses a request whose wait would exceed
 * its budget, so an admitted request is served instead of timing out in the queue.
 */
export function poolWaitEstimate(pool: pg.Pool, weight = 0.2): () => number {
  const since = new WeakMap<pg.PoolClient, number>();
  let heldMs = 0;
  pool.on('acquire', (client) => since.set(client, performance.now()));
  pool.on('release', (_err: unknown, client: pg.PoolClient) => {
    const t0 = since.get(client);
    if (t0 === undefined) return;
    since.delete(client);
    heldMs += weight * (performance.now() - t0 - heldMs);
  });
  const max = pool.options.max ?? 10;
  return () => {
    // Idle connections: no wait, whatever the history.
    if (pool.waitingCount === 0 && pool.idleCount + (max - pool.totalCount) > 0) return 0;
    return Math.ceil((pool.waitingCount + 1) / max) * heldMs;
  };
}
