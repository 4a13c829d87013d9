import { sql } from 'kysely';
import type { SeriesKind } from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';
import { viewComponents, type ViewComponent } from '../plants/index.js';

export type { ViewComponent };

export interface SeriesTarget {
  id: number;
  unit: string;
  resolution_seconds: number;
}

/** Owner of a series to find or create: a component (unit or body) or a price region + source. */
export type SeriesOwner =
  | { control_unit_id: string }
  | { hydro_body_id: string }
  | { price_region_id: string; price_forecast_source_id: string | null };

/** Lookups and locks shared by overrides and uploads. Every method takes an optional transaction. */
export function createSeriesTargets(db: Db) {
  return {
    viewComponents: (plantViewId: string, trx: Executor = db) => viewComponents(plantViewId, trx),

    /** The stored series (run_id null, newest version) of the owner, quantity and kind, or undefined. */
    async find(
      owner: SeriesOwner,
      quantity: string,
      kind: SeriesKind,
      trx: Executor = db,
    ): Promise<SeriesTarget | undefined> {
      let q = trx
        .selectFrom('series')
        .select(['id', 'unit', 'resolution_seconds'])
        .where('quantity', '=', quantity)
        .where('kind', '=', kind)
        .where('run_id', 'is', null);
      if ('control_unit_id' in owner) q = q.where('control_unit_id', '=', owner.control_unit_id);
      else if ('hydro_body_id' in owner) q = q.where('hydro_body_id', '=', owner.hydro_body_id);
      else {
        q = q.where('price_region_id', '=', owner.price_region_id);
        q = owner.price_forecast_source_id
          ? q.where('price_forecast_source_id', '=', owner.price_forecast_source_id)
          : q.where('price_forecast_source_id', 'is', null);
      }
      return q.orderBy('version', 'desc').limit(1).executeTakeFirst();
    },

    /** find, creating an hourly series when there is none yet (a concurrent creator wins harmlessly). */
    async ensure(
      owner: SeriesOwner,
      quantity: string,
      kind: SeriesKind,
      unit: string,
      trx: Executor = db,
    ): Promise<SeriesTarget> {
      const found = await this.find(owner, quantity, kind, trx);
      if (found) return found;
      await trx
        .insertInto('series')
        .values({ ...owner, quantity, kind, unit })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const made = await this.find(owner, quantity, kind, trx);
      if (!made) throw new Error(`series ${quantity}/${kind} could not be created`);
      return made;
    },

    /**
     * Serialises writers of the same series until the transaction ends (check-then-write of
     * overrides and uploads). Sorted, so two writers never wait on each other in a circle.
     * Advisory locks, not row locks on series: those would also block inserts of series_value (FK).
     */
    async lock(seriesIds: number[], trx: Executor): Promise<void> {
      const ids = [...new Set(seriesIds)].sort((a, b) => a - b);
      if (ids.length)
        await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, id::int) from unnest(${ids}::bigint[]) as id order by id`.execute(
          trx,
        );
    },
  };
}
export type SeriesTargets = ReturnType<typeof createSeriesTargets>;

/** First key of the two-key advisory lock space for series writers (one-key locks live elsewhere). */
const LOCK_CLASS = 5_170_001;
