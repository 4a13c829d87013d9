import {
  telemetryFreshness,
  worstFreshness,
  type FreshnessState,
  type LiveDataComponent,
  type LiveQuantity,
} from '@penstock/domain';

/**
 * The freshness rule re-applied at `now` (the server's clock carried forward), so a sensor that
 * goes quiet turns outdated on the open screen even between two answers.
 */
export const quantityStateNow = (q: LiveQuantity, now: number, hours: number): FreshnessState =>
  telemetryFreshness(
    { reports: true, latest: q.latest, unchanged_since: q.unchanged_since },
    { now, outdatedAfterHours: hours, frozen: q.frozen_check },
  );

export const componentStateNow = (c: LiveDataComponent, now: number, hours: number): FreshnessState =>
  c.quantities.length ? worstFreshness(c.quantities.map((q) => quantityStateNow(q, now, hours))) : 'no_telemetry';
