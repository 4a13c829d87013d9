import {
  canChangePlantState,
  incompletePlantDetail,
  isKnownTimezone,
  PLANT_STATE_TRANSITIONS,
  type PlantCreate,
  type PlantSettings,
  type PlantState,
  type PlantUpdate,
} from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Executor } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/httpError.js';
import { customersById } from '../customers/index.js';
import { forecastSourceOf, priceRegionExists } from '../market/index.js';
import { customerOfPortfolio } from '../portfolios/index.js';
import { startModules } from '../productModules/index.js';
import { missingDataOf } from './plantCompleteness.js';
import {
  insertPlantView,
  plantBasics,
  plantEntity,
  plantSettingsRow,
  plantWithIds,
  renamePlantView,
  viewExists,
} from '../plants/index.js';

async function checkReferences(
  body: { market_timezone?: string | null; price_region_id?: string | null; price_forecast_source_id?: string | null },
  currentRegion: string | null,
  customerId: string | null,
  trx: Executor,
) {
  if (body.market_timezone != null && !isKnownTimezone(body.market_timezone))
    throw badRequest(`Unknown time zone ${body.market_timezone}`, [
      { path: 'market_timezone', message: 'Unknown time zone' },
    ]);
  if (body.price_region_id) {
    if (!(await priceRegionExists(body.price_region_id, trx)))
      throw badRequest(`Unknown price region ${body.price_region_id}`, [
        { path: 'price_region_id', message: 'Unknown price region' },
      ]);
  }
  if (body.price_forecast_source_id) {
    const region = body.price_region_id !== undefined ? body.price_region_id : currentRegion;
    const source = await forecastSourceOf(body.price_forecast_source_id, trx);
    // another customer's own source is not there for this plant (issue 20)
    if (!source || (source.customer_id !== null && source.customer_id !== customerId))
      throw badRequest('Unknown price forecast source', [
        { path: 'price_forecast_source_id', message: 'Unknown price forecast source' },
      ]);
    if (source.price_region_id !== region)
      throw badRequest(
        `The forecast source ${source.name} is for price region ${source.price_region_id}, not ${region ?? 'none'}`,
        [{ path: 'price_forecast_source_id', message: "Not a source of the plant's price region" }],
      );
  }
}

export function createPlantSettingsService(db: Executor) {
  async function settings(plantViewId: string, trx: Executor = db): Promise<PlantSettings> {
    const row = await plantSettingsRow(plantViewId, trx);
    if (!row) throw notFound('Plant view not found');
    const { shadow_of_id, updated_at, ...rest } = row;
    return {
      ...rest,
      shadow_of: shadow_of_id,
      next_states: [...PLANT_STATE_TRANSITIONS[row.plant_state]],
      updated_at: updated_at.getTime(),
    };
  }

  return {
    settings,

    /** A new physical plant (in Draft) with its plant view of the same id in the portfolio. */
    async create(portfolioId: string, body: PlantCreate, ctx: WriteContext): Promise<PlantSettings> {
      return inTransaction(db, async (trx) => {
        const customerId = (await customerOfPortfolio(portfolioId, trx))!;
        const portfolio = {
          customer_id: customerId,
          timezone: (await customersById([customerId], trx)).get(customerId)!.timezone,
        };
        await checkReferences(body, null, portfolio.customer_id, trx);
        const taken = await plantWithIds(body.id, body.internal_id ?? body.id, trx);
        const viewTaken = await viewExists(body.id, trx);
        if (taken || viewTaken)
          throw conflict(`A plant with id ${taken?.id ?? body.id} exists already; choose another id`);
        await plantEntity.save(
          body.id,
          {
            internal_id: body.internal_id ?? body.id,
            name: body.name,
            // the customer's zone is its plants' default (issue 27)
            market_timezone: body.market_timezone ?? portfolio.timezone,
            price_region_id: body.price_region_id ?? null,
            plant_state: 'Draft',
            customer_id: portfolio.customer_id,
          },
          { ...ctx, version: 0 },
          trx,
        );
        await insertPlantView(
          {
            id: body.id,
            internal_id: body.internal_id ?? body.id,
            portfolio_id: portfolioId,
            physical_plant_id: body.id,
            name: body.name,
          },
          trx,
        );
        await startModules(body.id, ctx, trx);
        return settings(body.id, trx);
      });
    },

    async update(plantViewId: string, plantId: string, body: PlantUpdate, ctx: WriteContext): Promise<PlantSettings> {
      return inTransaction(db, async (trx) => {
        const current = await plantBasics(plantId, trx);
        await checkReferences(body, current.price_region_id, current.customer_id, trx);
        const { version: _v, ...patch } = body;
        // a new price region drops a forecast source of the old one
        const dropSource =
          patch.price_region_id !== undefined &&
          patch.price_region_id !== current.price_region_id &&
          patch.price_forecast_source_id === undefined;
        await plantEntity.save(
          plantId,
          { ...patch, ...(dropSource ? { price_forecast_source_id: null } : {}) },
          ctx,
          trx,
        );
        return settings(plantViewId, trx);
      });
    },

    /** Renames the physical plant and this plant view (spec: rename body name and id, the view's id). */
    async rename(
      plantViewId: string,
      plantId: string,
      body: { id: string; name: string },
      ctx: WriteContext,
    ): Promise<PlantSettings> {
      if (body.id !== plantViewId)
        throw badRequest(`The id ${body.id} is not this plant view's (${plantViewId})`, [
          { path: 'id', message: 'Not the plant view in the path' },
        ]);
      return inTransaction(db, async (trx) => {
        await plantEntity.save(plantId, { name: body.name }, ctx, trx);
        await renamePlantView(plantViewId, body.name, trx);
        return settings(plantViewId, trx);
      });
    },

    /** Moves the plant along PLANT_STATE_TRANSITIONS; Live needs complete data (scheduled runs would fail). */
    async changeState(
      plantViewId: string,
      plantId: string,
      body: { plant_state: PlantState; version?: number },
      ctx: WriteContext,
    ): Promise<PlantSettings> {
      return inTransaction(db, async (trx) => {
        const row = await plantBasics(plantId, trx);
        if (row.plant_state !== body.plant_state) {
          if (!canChangePlantState(row.plant_state, body.plant_state))
            throw badRequest(
              `A ${row.plant_state} plant cannot move to ${body.plant_state}; from ${row.plant_state} it can move to ${PLANT_STATE_TRANSITIONS[row.plant_state].join(', ')}`,
              [{ path: 'plant_state', message: 'Not a transition of this state' }],
            );
          if (body.plant_state === 'Live') {
            const missing = await missingDataOf(plantId, trx);
            if (missing.length)
              throw badRequest(
                incompletePlantDetail(row.name, missing, 'go Live'),
                missing.map((message) => ({ path: 'plant_state', message })),
              );
          }
        }
        await plantEntity.save(plantId, { plant_state: body.plant_state }, { ...ctx, version: body.version }, trx);
        return settings(plantViewId, trx);
      });
    },
  };
}
