import {
  HEAD_CURVE_COLUMNS,
  HEAD_CURVE_KINDS,
  headCurveBodySchema,
  headCurveSchema,
  headDataSchema,
  headPlantBodySchema,
  headPlantSchema,
  headUnitBodySchema,
  historySchema,
  staleWriteSchema,
  versionSchema,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlantView } from '../plants/index.js';
import { componentHistoryOfPlant } from './componentHistory.js';
import { createHeadDataService } from './headData.service.js';
import { PLANT_BASE, plantFailures, plantItemParams, plantParams, writeContext } from './plantRoutes.js';

const params = plantParams;
const itemParams = plantItemParams;
const BASE = PLANT_BASE;
const failures = plantFailures('Portfolio, plant view, unit or head plant');
const writeFailures = {
  ...failures,
  409: staleWriteSchema.describe('Stale version: who changed it and when; nothing saved'),
};
const tags = ['plant administration', 'head model'];
const STALE =
  'Send back the version you loaded (0: not created yet): when someone changed it since, nothing is saved and the answer is 409 naming who and when. Every change is kept (GET .../history).';
const MODEL =
  'The optimiser follows the net head (P = rho g Q H_net eta_turbine(Q, H_net) eta_generator(P), H_net = upstream level - outlet line - main_loss Q_plant^2 - penstock_loss Q_penstock^2) for a unit with turb-eff-curves that sits on a head plant whose upstream reservoir has a level-to-content curve; every other unit keeps its fixed-head flow-to-power curve (power_model FIXED).';

/** Head data (issue 23): head plants, units' seats and the efficiency and outlet curves, with SHOP's names. */
const headDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const head = createHeadDataService(app.db);
  const ctx = writeContext(app);
  const plantOf = async (request: FastifyRequest, p: z.infer<typeof params>, write = false) =>
    (await requirePlantView(request, p, write ? { action: 'editStaticData' } : undefined)).physical_plant_id;

  app.get(`${BASE}/head`, {
    schema: {
      tags,
      summary:
        "The plant's head plants (outlet_line, main_loss, penstock_loss) and per unit its seat, curves and power model",
      description: MODEL,
      params,
      response: { 200: headDataSchema, ...failures },
    },
    handler: async (request) => head.data(await plantOf(request, request.params)),
  });

  app.post(`${BASE}/head-plant`, {
    schema: {
      tags,
      summary: 'Add a head plant (SHOP plant: the units sharing an outlet and a main tunnel; editStaticData)',
      description:
        'Loss factors in m per (m3/s)^2, outlet_line in m a.s.l. (an outlet-line curve, once it has points, replaces it).',
      params,
      body: headPlantBodySchema,
      response: { 201: headPlantSchema, ...writeFailures },
    },
    handler: async (request, reply) => {
      const plantId = await plantOf(request, request.params, true);
      reply.code(201);
      return head.createPlant(plantId, request.body, ctx(request));
    },
  });
  app.put(`${BASE}/head-plant/:id`, {
    schema: {
      tags,
      summary: 'Change a head plant (editStaticData)',
      description: `Refused while a unit sits on a penstock the new penstock_loss list drops. ${STALE}`,
      params: itemParams,
      body: headPlantBodySchema,
      response: { 200: headPlantSchema, ...writeFailures },
    },
    handler: async (request) =>
      head.updatePlant(
        await plantOf(request, request.params, true),
        request.params.id,
        request.body,
        ctx(request, request.body.version),
      ),
  });
  app.delete(`${BASE}/head-plant/:id`, {
    schema: {
      tags,
      summary: 'Delete a head plant (editStaticData): its units go back to their fixed-head curves',
      description: 'Query version: the version loaded (409 when stale). The last values stay in the history.',
      params: itemParams,
      querystring: z.object({ version: versionSchema.optional() }),
      response: { 204: z.null(), ...writeFailures },
    },
    handler: async (request, reply) => {
      await head.deletePlant(
        await plantOf(request, request.params, true),
        request.params.id,
        ctx(request, request.query.version),
      );
      return reply.code(204).send(null);
    },
  });
  app.get(`${BASE}/head-plant/:id/history`, {
    schema: {
      tags,
      summary: 'Every change of the head plant, newest first',
      params: itemParams,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => head.plantHistory(await plantOf(request, request.params), request.params.id),
  });

  app.put(`${BASE}/head-unit/:id`, {
    schema: {
      tags,
      summary:
        "A unit's seat in the head model: head plant and penstock (null head_plant_id: none), a pump's head limits (m)",
      description: `${MODEL} ${STALE}`,
      params: itemParams,
      body: headUnitBodySchema,
      response: { 200: headDataSchema, ...writeFailures },
    },
    handler: async (request) =>
      head.saveUnit(
        await plantOf(request, request.params, true),
        request.params.id,
        request.body,
        ctx(request, request.body.version),
      ),
  });
  app.get(`${BASE}/head-unit/:id/history`, {
    schema: {
      tags,
      summary: "Every change of the unit's head data, newest first",
      params: itemParams,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => {
      const plantId = await plantOf(request, request.params);
      return componentHistoryOfPlant(
        'control_unit',
        plantId,
        request.params.id,
        await head.unitHistory(request.params.id),
        app.db,
      );
    },
  });

  for (const kind of HEAD_CURVE_KINDS) {
    const { shop, owner } = HEAD_CURVE_COLUMNS[kind];
    const what =
      kind === 'outlet-line'
        ? 'outlet_line of a head plant: tailwater level (m a.s.l.) against the total discharge (m3/s)'
        : kind === 'gen-eff-curve'
          ? 'gen_eff_curve of a turbine or pump turbine: generator efficiency (%) against power (MW)'
          : `${shop} of a ${kind === 'turb-eff-curves' ? 'turbine or pump turbine' : 'pump or pump turbine'}: efficiency (%) against discharge (m3/s) at net heads (m), a curve per head`;
    app.get(`${BASE}/${kind}/:id`, {
      schema: {
        tags,
        summary: `The ${what}`,
        description: `Points as {x, y${HEAD_CURVE_COLUMNS[kind].extra ? ', head' : ''}} in table order, with warnings (an implausibly low best efficiency). :id is the ${owner === 'plant' ? 'head plant' : 'unit'}.`,
        params: itemParams,
        response: { 200: headCurveSchema, ...failures },
      },
      handler: async (request) => head.curve(kind, await plantOf(request, request.params), request.params.id),
    });
    app.put(`${BASE}/${kind}/:id`, {
      schema: {
        tags,
        summary: `Replace the ${shop} table (editStaticData): all points or nothing`,
        description: `Refused (400 naming each point) unless: efficiency within 0-100 %, every point with its head and heads increasing down the table (efficiency tables), at least two points per head, x increasing (within a head), not negative, and no efficiency above 100 % between the points. An empty list clears it. ${STALE}`,
        params: itemParams,
        body: headCurveBodySchema,
        response: { 200: headCurveSchema, ...writeFailures },
      },
      handler: async (request) =>
        head.saveCurve(
          kind,
          await plantOf(request, request.params, true),
          request.params.id,
          request.body,
          ctx(request, request.body.version),
        ),
    });
    app.get(`${BASE}/${kind}/:id/history`, {
      schema: {
        tags,
        summary: `Every change of the ${shop} table, newest first`,
        params: itemParams,
        response: { 200: historySchema, ...failures },
      },
      handler: async (request) => {
        const plantId = await plantOf(request, request.params);
        await head.curve(kind, plantId, request.params.id);
        return head.curveHistory(kind, request.params.id);
      },
    });
  }
};

export default headDataRoutes;
