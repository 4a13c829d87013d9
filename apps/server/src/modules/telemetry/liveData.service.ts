import {
  FROZEN_CHECK_DEFAULTS,
  TELEMETRY_QUANTITY,
  TELEMETRY_QUANTITY_NAMES,
  freshnessFacts,
  maxOf,
  liveDataTabOf,
  qualityOfCode,
  telemetryFreshness,
  worstFreshness,
  type FrozenCheck,
  type LiveDataComponent,
  type LiveDataResponse,
  type LiveQuantity,
  type TelemetryPoint,
} from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { PlantViewRow } from '../plants/index.js';
import { telemetryFacts, type TelemetrySeriesFacts } from '../series/index.js';
import { createSettingsService } from '../settings/index.js';
import { plantFrozenChecks } from './frozenChecks.repo.js';

const HOUR = 3_600_000;
const SPARKLINE_MS = 24 * HOUR;
/** The longest look back for the frozen check: a user's outdated-after beyond this counts as this. */
const MAX_LOOKBACK_H = 24 * 31;

/** The frozen check of a quantity on a plant: the plant's own, else the default (with the default's rest rule). */
export function frozenCheckOf(own: Record<string, { deadband: number; hours: number }> | undefined, quantity: string) {
  const base = FROZEN_CHECK_DEFAULTS[quantity];
  const set = own?.[quantity];
  if (!set) return base ?? null;
  return { ...set, ...(base?.restAtZero ? { restAtZero: true } : {}) } as FrozenCheck;
}

/**
 * The Live Data screen and the latest-telemetry answers (issue 26): per component of the views,
 * each measured quantity's newest value, its state by the domain freshness rule (the user's
 * telemetryOutdatedAfter, the plant's frozen checks), the newest override and 24 hours of values.
 */
export function createLiveDataService(db: Db, clock: Clock) {
  const settings = createSettingsService(db);

  function quantityOf(f: TelemetrySeriesFacts, check: FrozenCheck | null, now: number, hours: number): LiveQuantity {
    const points: TelemetryPoint[] = f.times.map((ts, i) => ({
      ts: Number(ts),
      value: f.values[i],
      quality: qualityOfCode(f.qualities[i]),
    }));
    const facts = freshnessFacts(points, true, check);
    // the newest value may be older than the look back: it is still the latest
    const latest =
      f.latest_ts === null
        ? null
        : { ts: f.latest_ts, value: f.latest_value!, quality: qualityOfCode(f.latest_quality) };
    facts.latest = latest;
    if (latest && !points.length) facts.unchanged_since = latest.ts;
    const shown = points.filter((p) => p.ts >= now - SPARKLINE_MS);
    return {
      quantity: f.quantity,
      unit: f.unit,
      latest,
      age_ms: latest ? now - latest.ts : null,
      unchanged_since: facts.unchanged_since,
      frozen_check: check,
      state: telemetryFreshness(facts, { now, outdatedAfterHours: hours, frozen: check }),
      override:
        f.override_ts === null ? null : { ts: f.override_ts, value: f.override_value!, by: f.override_by ?? '' },
      sparkline: {
        time: shown.map((p) => p.ts),
        values: shown.map((p) => p.value),
        quality: shown.map((p) => p.quality),
      },
    };
  }

  async function components(accountId: string, views: readonly PlantViewRow[]): Promise<LiveDataResponse> {
    const now = clock.now().getTime();
    const hours = (await settings.all(accountId)).telemetryOutdatedAfter;
    const plantIds = [...new Set(views.map((v) => v.physical_plant_id))];
    const own = await plantFrozenChecks(plantIds, db);
    const checkHours = maxOf(
      [
        ...Object.values(FROZEN_CHECK_DEFAULTS).map((c) => c.hours),
        ...[...own.values()].flatMap((c) => Object.values(c).map((x) => x.hours)),
      ],
      0,
    );
    // the frozen check looks back from the newest value, which is at most `hours` old unless outdated
    const lookBackH = Math.min(MAX_LOOKBACK_H, Math.max(24, hours + checkHours));
    const facts = await telemetryFacts(
      views.map((v) => v.id),
      TELEMETRY_QUANTITY_NAMES,
      now - lookBackH * HOUR,
      db,
    );
    const viewOf = new Map(views.map((v) => [v.id, v]));
    const bySeries = new Map<string, TelemetrySeriesFacts[]>();
    for (const f of facts.series) {
      const key = `${f.plant_view_id}\u0000${f.component_id}`;
      if (!bySeries.has(key)) bySeries.set(key, []);
      bySeries.get(key)!.push(f);
    }
    const list = facts.components.map((c): LiveDataComponent => {
      const view = viewOf.get(c.plant_view_id)!;
      const main = TELEMETRY_QUANTITY[c.component_type];
      const quantities = (bySeries.get(`${c.plant_view_id}\u0000${c.component_id}`) ?? [])
        .map((f) => quantityOf(f, frozenCheckOf(own.get(view.physical_plant_id), f.quantity), now, hours))
        .sort(
          (a, b) => Number(b.quantity === main) - Number(a.quantity === main) || a.quantity.localeCompare(b.quantity),
        );
      const newest = (xs: (number | null | undefined)[]) =>
        xs.reduce<number | null>((m, x) => (x != null && (m === null || x > m) ? x : m), null);
      return {
        plant_view_id: c.plant_view_id,
        plant_name: view.name,
        timezone: view.market_timezone,
        component_id: c.component_id,
        external_id: c.external_id,
        component_name: c.component_name,
        component_type: c.component_type,
        tab: liveDataTabOf(c.component_type),
        state: worstFreshness(quantities.map((q) => q.state)),
        latest: newest(quantities.map((q) => q.latest?.ts)),
        latest_override: newest(quantities.map((q) => q.override?.ts)),
        quantities,
      };
    });
    return { now, outdated_after_hours: hours, components: list };
  }

  return {
    components,

    /** latest-telemetry-time (spec 2 section 3: latest, latest_override) of the views, by the same rule. */
    async latestTelemetry(accountId: string, views: readonly PlantViewRow[]) {
      const live = await components(accountId, views);
      return {
        components: live.components.map((c) => {
          const main = c.quantities.find((q) => q.quantity === TELEMETRY_QUANTITY[c.component_type]);
          return {
            plant_view_id: c.plant_view_id,
            component_id: c.component_id,
            component_name: c.component_name,
            component_type: c.component_type,
            latest: c.latest,
            latest_override: c.latest_override,
            has_telemetry: c.quantities.length > 0,
            state: c.state,
            latest_value:
              main?.latest != null
                ? { quantity: main.quantity, unit: main.unit, value: main.latest.value, ts: main.latest.ts }
                : null,
          };
        }),
      };
    },
  };
}
