import {
  ADMINS_ONLY,
  errorBodySchema,
  SHOP_IMPORT_MAX_CHARS,
  shopImportBodySchema,
  shopImportResultSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/httpError.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { importShopModel } from './shopImport.service.js';

/** Administration > Plants: a SHOP model file as a Draft plant (issue 23). */
const shopImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/dashboard-v3/portfolio/:portfolioId/shop-import', {
    // the YAML travels as JSON text: room for the largest file plus the JSON around it
    bodyLimit: SHOP_IMPORT_MAX_CHARS * 2,
    schema: {
      tags: ['plant administration', 'head model'],
      summary: 'Create a Draft plant from a SHOP model (admins): the YAML file `npm run optimize -- --shop` reads',
      description:
        "All or nothing in one transaction: reservoirs with vol_head as level-to-content, lrl/hrl as level limits and max_vol; an Outlet body where water leaves the system; generators as turbines (p_min, p_max) with turb_eff_curves and gen_eff_curve and a fixed-head flow-to-power curve at the start level; SHOP plants as head plants (outlet_line, main_loss, penstock_loss) with the turbines on their penstocks; the start content as measured content at SHOP's start time, inflow as forecast, sale_price as the forecast of a forecast source 'SHOP import <id>' in the chosen price region, which the plant uses. Component ids are '<plant id>.<SHOP name>'. SHOP attributes and objects not imported are listed in `warnings`. 400 when the file cannot be read (the reason on the yaml field), 409 when the id is taken.",
      params: z.object({ portfolioId: z.string().max(200) }),
      body: shopImportBodySchema,
      response: {
        201: shopImportResultSchema,
        ...errorResponses,
        403: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema.describe('A plant with this id exists already'),
      },
    },
    handler: async (request, reply) => {
      await requirePortfolio(request, request.params.portfolioId, { write: true });
      const user = requireUser(request);
      if (!user.isAdmin) throw forbidden(ADMINS_ONLY);
      const result = await importShopModel(app.db, request.params.portfolioId, request.body, {
        by: user.email,
        at: app.clock.now(),
      });
      reply.code(201);
      return result;
    },
  });
};

export default shopImportRoutes;
