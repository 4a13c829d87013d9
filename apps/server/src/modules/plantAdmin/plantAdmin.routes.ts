import {
  ADMINS_ONLY,
  analyticsParametersBodySchema,
  analyticsParametersSchema,
  completenessSchema,
  errorBodySchema,
  plantAdminRowSchema,
  plantCreateSchema,
  plantRenameSchema,
  plantSettingsSchema,
  type PlantSettings,
  plantStateBodySchema,
  plantUpdateSchema,
  shadowPlantBodySchema,
  strategyAdjustmentBodySchema,
  strategyAdjustmentSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/httpError.js';
import { requireUser } from '../auth/index.js';
import { analyticsEntity, plantEntity, plantSettingRoutes, plantViewRoutes, strategyEntity } from '../plants/index.js';
import { portfolioRoutes } from '../portfolios/index.js';
import { missingDataOf } from './plantCompleteness.js';
import { plantAdminList } from './plantList.js';
import {
  analyticsParameters,
  saveAnalyticsParameters,
  saveStrategyAdjustment,
  strategyAdjustment,
} from './plantParameters.js';
import { createPlantSettingsService } from './plantSettings.service.js';
import { createShadowPlant } from './shadowPlant.js';
import { plantWriteFailures } from './plantRoutes.js';
import { viewFailures } from '../../http/viewRouteSchemas.js';
import { PORTFOLIO_PATH } from '../../http/routeParams.js';
import type { WriteContext } from '../../db/entities/defineEntity.js';

const BASE = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId';
const failures = { ...viewFailures, 403: errorBodySchema };
const writeFailures = plantWriteFailures(failures);
const tags = ['plant administration'];
const STALE =
  'Send back the version you loaded: when someone changed it since, nothing is saved and the answer is 409 naming who and when. Every change is kept (GET .../history).';

const plantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const plants = createPlantSettingsService(app.db);
  const route = plantViewRoutes(app, { tags, failures, writeFailures });

  const portfolio = portfolioRoutes(app, { tags, failures });
  portfolio.create(
    `${PORTFOLIO_PATH}/plant`,
    {
      summary:
        'Create a plant (admins): a physical plant in Draft with its plant view of the same id in this portfolio',
      description:
        'Add hydro bodies, control units, static data and point tables next; the plant can go Live once its data is complete (GET .../completeness).',
      body: plantCreateSchema,
      response: plantSettingsSchema,
      failures: writeFailures,
      adminsOnly: true,
    },
    (portfolio, body, ctx) => plants.create(portfolio.id, body, ctx),
  );
  portfolio.read(
    `${PORTFOLIO_PATH}/plant-admin`,
    {
      summary: "The portfolio's plants for the Plants admin list: state, market zone, number of units, data quality",
      description:
        'data_quality_percent: the share of the hourly actuals of the last 7 days that arrived, over every actual series of the plant (null without actual series).',
      response: z.array(plantAdminRowSchema),
    },
    (portfolio) => plantAdminList(portfolio.id, app.clock.now(), app.db),
  );

  route.read(
    `${BASE}/settings`,
    {
      summary: "The plant's general settings with its state and the states it may move to",
      response: plantSettingsSchema,
    },
    (view) => plants.settings(view.id),
  );

  // The plant's own writes: each answers the plant's settings and keeps the change in its history.
  const plantWrite = <B extends z.ZodType<{ version?: number }>>(
    path: string,
    texts: { summary: string; description: string; body: B; action: 'editPlantSettings' | 'editPlantState' },
    write: (viewId: string, plantId: string, body: z.output<B>, ctx: WriteContext) => Promise<PlantSettings>,
  ) =>
    route.save(`${BASE}/${path}`, { ...texts, response: plantSettingsSchema }, (view, body, ctx) =>
      write(view.id, view.physical_plant_id, body, ctx),
    );
  plantWrite(
    'settings',
    {
      summary: 'Plant update (admins): market time zone, price region, price forecast source',
      description: `A new price region drops a forecast source of the old one. ${STALE}`,
      body: plantUpdateSchema,
      action: 'editPlantSettings',
    },
    plants.update,
  );
  plantWrite(
    'rename',
    {
      summary: "Rename the plant (admins); body name and id (the plant view's id)",
      description: STALE,
      body: plantRenameSchema,
      action: 'editPlantSettings',
    },
    plants.rename,
  );
  plantWrite(
    'plant-state',
    {
      summary: 'Move the plant to another state (admins)',
      description:
        'Transitions: Draft -> Setup; Setup -> Draft, Calibration, Backtesting, Review; Calibration/Backtesting -> Setup, each other, Review; Review -> Setup, Calibration, Backtesting, Live; Live -> Paused, Setup, Calibration; Paused -> Live, Setup; any -> Inactive; Inactive -> Setup. ' +
        'Live needs complete data (400 naming what is missing). Only Live plants get scheduled runs; on-demand runs in every state but Inactive; non-admins edit topology, static data and historical data only in Draft and Setup. ' +
        STALE,
      body: plantStateBodySchema,
      action: 'editPlantState',
    },
    plants.changeState,
  );

  route.history(
    `${BASE}/history`,
    'Every change of the plant (name, zone, price region, state), newest first',
    (view) => plantEntity.history(view.physical_plant_id, app.db),
  );

  route.history(`${BASE}/plant-state/history`, "The plant's state changes, newest first", async (view) => {
    const all = await plantEntity.history(view.physical_plant_id, app.db);
    return all
      .filter((h) => 'plant_state' in h.changes)
      .map((h) => ({ ...h, changes: { plant_state: h.changes.plant_state } }));
  });

  route.create(
    `${BASE}/shadow-plant`,
    {
      summary: 'Create a shadow plant (admins): a copy of this plant under a new id, for what-if studies',
      description:
        "Copies topology, static data, point tables, strategy and analytics parameters and this view's component assignment (component ids take the new id as prefix); with include_history also the actuals and forecasts. " +
        'The shadow plant starts in Draft in this portfolio, is optimised like any plant and never nominated.',
      body: shadowPlantBodySchema,
      response: plantSettingsSchema,
      action: 'write',
    },
    (view, body, ctx, request) => {
      if (!requireUser(request).isAdmin) throw forbidden(ADMINS_ONLY);
      return createShadowPlant(app.db, view, body, ctx, plants.settings);
    },
  );

  route.read(
    `${BASE}/completeness`,
    {
      summary: 'What the plant still misses before it can be optimised (empty: complete)',
      response: completenessSchema,
    },
    async (view) => {
      const missing = await missingDataOf(view.physical_plant_id, app.db);
      return { complete: missing.length === 0, missing };
    },
  );

  plantSettingRoutes(app, {
    url: `${BASE}/strategy-adjustment`,
    tags,
    schema: strategyAdjustmentSchema,
    body: strategyAdjustmentBodySchema,
    method: 'put',
    action: 'write',
    summaries: {
      read: 'Strategy adjustment: the factor on the value of water left at the end of the horizon (100 % neutral)',
      write: 'Change the strategy adjustment (users with write access)',
      history: 'Every change of the strategy adjustment, newest first',
    },
    descriptions: {
      write: `Above 100 % the optimiser keeps more water for later, below 100 % it generates more now. ${STALE}`,
    },
    failures,
    writeFailures,
    read: strategyAdjustment,
    save: saveStrategyAdjustment,
    entity: strategyEntity,
  });

  plantSettingRoutes(app, {
    url: `${BASE}/analytics-parameter`,
    tags,
    schema: analyticsParametersSchema,
    body: analyticsParametersBodySchema,
    method: 'put',
    action: 'editAnalyticsParameters',
    summaries: {
      read: "Analytics parameters: planned horizon, terminal water value method, and the nomination configuration's bid completion time",
      write: 'Change the analytics parameters (admins)',
      history: 'Every change of the analytics parameters, newest first',
    },
    descriptions: {
      write: `horizon_hours: hours planned by scheduled runs and by default on demand (24..8784). terminal_water_value_method: LONG_TERM (the newest long-term run's cuts, else MEAN_PRICE), MEAN_PRICE (the horizon's mean price through each reservoir's energy equivalent), FIXED (terminal_water_value_eur_mwh through the energy equivalent). The bid completion time is changed in nomination-configuration. ${STALE}`,
    },
    failures,
    writeFailures,
    read: analyticsParameters,
    save: saveAnalyticsParameters,
    entity: analyticsEntity,
  });
};

export default plantAdminRoutes;
