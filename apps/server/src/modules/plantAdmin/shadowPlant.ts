import type { PlantSettings } from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Executor } from '../../db/schema.js';
import { copyPlantRows, type PlantViewRow } from '../plants/index.js';
import { writeSeries } from '../series/index.js';
import { copyModules } from '../productModules/index.js';

/**
 * A shadow plant (spec 2 section 2): a copy of the plant under a new id for what-if studies:
 * topology, static data, point tables, strategy and analytics parameters, the source view's
 * component assignment, and with include_history the actuals and forecasts. It starts in Draft, is
 * optimised like any plant (by its state) and never nominated (shadow_of is set). Component ids
 * take the new plant id as prefix ('hochalm.m1' -> 'what-if.m1').
 */
export async function createShadowPlant(
  db: Executor,
  view: PlantViewRow,
  body: { id: string; name: string; include_history?: boolean },
  ctx: WriteContext,
  settings: (viewId: string, trx: Executor) => Promise<PlantSettings>,
) {
  return inTransaction(db, async (trx) => {
    const { sourcePlantId, bodyIds, unitIds, mapId } = await copyPlantRows(trx, view, body, ctx);
    await copyModules(sourcePlantId, body.id, ctx, trx);
    // actuals and forecasts (not plans, not overrides) of every component, value for value in SQL
    if (body.include_history)
      await writeSeries({ history: { bodyIds, unitIds, copyOf: mapId } }, { ...ctx, source: 'plant copy' }, trx);
    return settings(body.id, trx);
  });
}
