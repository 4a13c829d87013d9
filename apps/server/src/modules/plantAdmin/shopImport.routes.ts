import { errorBodySchema, SHOP_IMPORT_MAX_CHARS, shopImportBodySchema, shopImportResultSchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PORTFOLIO_PATH } from '../../http/routeParams.js';
import { errorResponses } from '../../http/schemas.js';
import { portfolioRoutes } from '../portfolios/index.js';
import { importShopModel } from './shopImport.service.js';

/** Administration > Plants: a SHOP model file as a Draft plant (issue 23). */
const shopImportRoutes: FastifyPluginAsyncZod = async (app) => {
  portfolioRoutes(app, { tags: ['plant administration', 'head model'], failures: errorResponses }).create(
    `${PORTFOLIO_PATH}/shop-import`,
    {
      // the YAML travels as JSON text: room for the largest file plus the JSON around it
      bodyLimit: SHOP_IMPORT_MAX_CHARS * 2,
      summary: 'Create a Draft plant from a SHOP model (admins): the YAML file `npm run optimize -- --shop` reads',
      description:
        "All or nothing in one transaction: reservoirs with vol_head as level-to-content, lrl/hrl as level limits and max_vol; an Outlet body where water leaves the system; generators as turbines (p_min, p_max) with turb_eff_curves and gen_eff_curve and a fixed-head flow-to-power curve at the start level; SHOP plants as head plants (outlet_line, main_loss, penstock_loss) with the turbines on their penstocks; the start content as measured content at SHOP's start time, inflow as forecast, sale_price as the forecast of a forecast source 'SHOP import <id>' in the chosen price region, which the plant uses. Component ids are '<plant id>.<SHOP name>'. SHOP attributes and objects not imported are listed in `warnings`. 400 when the file cannot be read (the reason on the yaml field), 409 when the id is taken.",
      body: shopImportBodySchema,
      response: shopImportResultSchema,
      failures: {
        ...errorResponses,
        403: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema.describe('A plant with this id exists already'),
      },
      adminsOnly: true,
    },
    (portfolio, body, ctx) => importShopModel(app.db, portfolio.id, body, ctx),
  );
};

export default shopImportRoutes;
