import {
  HEAD_CURVE_COLUMNS,
  HEAD_CURVE_KINDS,
  headCurveBodySchema,
  headCurveSchema,
  headDataSchema,
  headPlantBodySchema,
  headPlantSchema,
  headUnitBodySchema,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plantViewRoutes } from '../plants/index.js';
import { componentHistoryOfPlant } from './componentHistory.js';
import { createHeadDataService } from './headData.service.js';
import { PLANT_BASE, plantFailures } from './plantRoutes.js';

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
  const route = plantViewRoutes(app, { tags, failures, writeFailures });
  const headPlants = `${BASE}/head-plant`;

  route.read(
    `${BASE}/head`,
    {
      summary:
        "The plant's head plants (outlet_line, main_loss, penstock_loss) and per unit its seat, curves and power model",
      description: MODEL,
      response: headDataSchema,
    },
    (view) => head.data(view.physical_plant_id),
  );

  route.create(
    headPlants,
    {
      summary: 'Add a head plant (SHOP plant: the units sharing an outlet and a main tunnel; editStaticData)',
      description:
        'Loss factors in m per (m3/s)^2, outlet_line in m a.s.l. (an outlet-line curve, once it has points, replaces it).',
      body: headPlantBodySchema,
      response: headPlantSchema,
      action: 'editStaticData',
    },
    (view, body, ctx) => head.createPlant(view.physical_plant_id, body, ctx),
  );
  route.item.save(
    headPlants,
    {
      summary: 'Change a head plant (editStaticData)',
      description: `Refused while a unit sits on a penstock the new penstock_loss list drops. ${STALE}`,
      body: headPlantBodySchema,
      response: headPlantSchema,
      action: 'editStaticData',
    },
    (view, id, body, ctx) => head.updatePlant(view.physical_plant_id, id, body, ctx),
  );
  route.item.remove(
    headPlants,
    {
      summary: 'Delete a head plant (editStaticData): its units go back to their fixed-head curves',
      description: 'Query version: the version loaded (409 when stale). The last values stay in the history.',
      action: 'editStaticData',
    },
    (view, id, ctx) => head.deletePlant(view.physical_plant_id, id, ctx),
  );
  route.item.history(headPlants, 'Every change of the head plant, newest first', (view, id) =>
    head.plantHistory(view.physical_plant_id, id),
  );

  route.item.save(
    `${BASE}/head-unit`,
    {
      summary:
        "A unit's seat in the head model: head plant and penstock (null head_plant_id: none), a pump's head limits (m)",
      description: `${MODEL} ${STALE}`,
      body: headUnitBodySchema,
      response: headDataSchema,
      action: 'editStaticData',
    },
    (view, id, body, ctx) => head.saveUnit(view.physical_plant_id, id, body, ctx),
  );
  route.item.history(`${BASE}/head-unit`, "Every change of the unit's head data, newest first", async (view, id) =>
    componentHistoryOfPlant('control_unit', view.physical_plant_id, id, await head.unitHistory(id), app.db),
  );

  for (const kind of HEAD_CURVE_KINDS) {
    const { shop, owner } = HEAD_CURVE_COLUMNS[kind];
    const url = `${BASE}/${kind}`;
    const what =
      kind === 'outlet-line'
        ? 'outlet_line of a head plant: tailwater level (m a.s.l.) against the total discharge (m3/s)'
        : kind === 'gen-eff-curve'
          ? 'gen_eff_curve of a turbine or pump turbine: generator efficiency (%) against power (MW)'
          : `${shop} of a ${kind === 'turb-eff-curves' ? 'turbine or pump turbine' : 'pump or pump turbine'}: efficiency (%) against discharge (m3/s) at net heads (m), a curve per head`;
    route.item.read(
      url,
      {
        summary: `The ${what}`,
        description: `Points as {x, y${HEAD_CURVE_COLUMNS[kind].extra ? ', head' : ''}} in table order, with warnings (an implausibly low best efficiency). :id is the ${owner === 'plant' ? 'head plant' : 'unit'}.`,
        response: headCurveSchema,
      },
      (view, id) => head.curve(kind, view.physical_plant_id, id),
    );
    route.item.save(
      url,
      {
        summary: `Replace the ${shop} table (editStaticData): all points or nothing`,
        description: `Refused (400 naming each point) unless: efficiency within 0-100 %, every point with its head and heads increasing down the table (efficiency tables), at least two points per head, x increasing (within a head), not negative, and no efficiency above 100 % between the points. An empty list clears it. ${STALE}`,
        body: headCurveBodySchema,
        response: headCurveSchema,
        action: 'editStaticData',
      },
      (view, id, body, ctx) => head.saveCurve(kind, view.physical_plant_id, id, body, ctx),
    );
    route.item.history(url, `Every change of the ${shop} table, newest first`, async (view, id) => {
      await head.curve(kind, view.physical_plant_id, id);
      return head.curveHistory(kind, id);
    });
  }
};

export default headDataRoutes;
