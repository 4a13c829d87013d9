/**
 * Issue 20: every id in a path under a plant view names something of that view's plant. The guard
 * (requirePathIds, applied to every such route by plugins/pathOwnership.ts) answers 404 otherwise,
 * before validation and before the handler, so no route can forget it. A path parameter under a
 * plant view that is neither listed here nor in NOT_IDS stops the server at start.
 */
import type { Executor } from '../../db/schema.js';
// the owners' lookups (their index.ts does not list them yet: owned by the series/market helper's modules)
import { bidRunPlant, bidVersionPlant } from '../bids/index.js';
import { constraintPlant } from '../constraints/index.js';
import { longTermRunPlant } from '../longTerm/index.js';
import { maintenancePlant } from '../maintenance/index.js';
import { optimizationRunPlant } from '../optimization/index.js';
import { headPlantPlant } from '../plantAdmin/index.js';
import { componentPlant } from './componentPlant.repo.js';

/** Tables whose rows belong to one physical plant (column physical_plant_id). */
export type PlantOwnedTable =
  | 'hydro_body'
  | 'control_unit'
  | 'plant_constraint'
  | 'maintenance'
  | 'optimization_run'
  | 'long_term_run'
  | 'day_ahead_bid_version'
  | 'bid_run'
  | 'head_plant';

/**
 * Where each is looked up: a function of the module owning the table (one home per table), so no
 * query here names another module's table. `history`: a deleted row is still found through it.
 */
export const PLANT_OF: Record<PlantOwnedTable, (id: string, history: boolean, db: Executor) => Promise<string | null>> =
  {
    hydro_body: (id, history, db) => componentPlant('hydro_body', id, history, db),
    control_unit: (id, history, db) => componentPlant('control_unit', id, history, db),
    plant_constraint: (id, _history, db) => constraintPlant(id, db),
    maintenance: (id, _history, db) => maintenancePlant(id, db),
    optimization_run: (id, _history, db) => optimizationRunPlant(id, db),
    long_term_run: (id, _history, db) => longTermRunPlant(id, db),
    day_ahead_bid_version: (id, _history, db) => bidVersionPlant(id, db),
    bid_run: (id, _history, db) => bidRunPlant(id, db),
    head_plant: (id, _history, db) => headPlantPlant(id, db),
  };

export interface PathIdRule {
  /** where the id is looked up; several: any of them (a component of either kind) */
  tables: readonly PlantOwnedTable[];
  /** a uuid column: another shape of id is not found without asking the database */
  uuid?: boolean;
  /** a deleted component is still found through its history, so its history stays readable */
  history?: boolean;
  /** the 404 detail (the same the route's own service answers) */
  notFound: (id: string) => string;
}

const component = (what: string): PathIdRule => ({
  tables:
    what === 'Hydro body'
      ? ['hydro_body']
      : what === 'Control unit'
        ? ['control_unit']
        : ['hydro_body', 'control_unit'],
  history: true,
  notFound: (id) => `${what} ${id} is not part of this plant`,
});

/** By "segment before it/:param" of the route's url. */
export const PLANT_PATH_IDS: Record<string, PathIdRule> = {
  'hydro-body/:id': component('Hydro body'),
  'control-unit/:id': component('Control unit'),
  'level-to-content/:id': { ...component('Component'), tables: ['hydro_body'] },
  'flow-to-power/:id': { ...component('Component'), tables: ['control_unit'] },
  'opening-to-throughput/:id': { ...component('Component'), tables: ['control_unit'] },
  ':componentType/:internalId': component('Component'),
  'turbine/:turbineId': { tables: ['control_unit'], notFound: () => 'Turbine not found' },
  'constraint/:constraint_id': { tables: ['plant_constraint'], uuid: true, notFound: () => 'Constraint not found' },
  'maintenance/:maintenance_id': { tables: ['maintenance'], notFound: () => 'Maintenance not found' },
  'optimization/:runId': { tables: ['optimization_run'], uuid: true, notFound: () => 'Optimisation run not found' },
  'long-term-run/:runId': { tables: ['long_term_run'], uuid: true, notFound: () => 'Long-term run not found' },
  'bid/:versionId': { tables: ['day_ahead_bid_version'], uuid: true, notFound: () => 'Bid version not found' },
  'bid-run/:runId': { tables: ['bid_run'], uuid: true, notFound: () => 'Bid run not found' },
  // head data (issue 23): unit curves and seats by unit, the outlet line by head plant
  'turb-eff-curves/:id': { ...component('Component'), tables: ['control_unit'] },
  'gen-eff-curve/:id': { ...component('Component'), tables: ['control_unit'] },
  'pump-eff-curves/:id': { ...component('Component'), tables: ['control_unit'] },
  'head-unit/:id': { ...component('Component'), tables: ['control_unit'] },
  'head-plant/:id': { tables: ['head_plant'], notFound: (id) => `Head plant ${id} is not part of this plant` },
  'outlet-line/:id': { tables: ['head_plant'], notFound: (id) => `Head plant ${id} is not part of this plant` },
};

/** Path parameters under a plant view that name no row (each route validates them itself). */
export const NOT_IDS: Record<string, string> = {
  'upload/:kind': 'the kind of upload (an enum)',
  'component/:componentType': 'a component type (an enum)',
  'level-development-task/:taskUuid': "a level development task (a job; its route answers 404 for another view's)",
};

const VIEW_PARAMS = new Set([':portfolioId', ':plantViewId']);

/**
 * The guarded parameters of a route url (Fastify's pattern, e.g. ".../plant/:plantViewId/hydro-body/:id/history"):
 * none when the url has no plant view; throws for a parameter this file does not know.
 */
export function plantPathIdRules(url: string): { param: string; rule: PathIdRule }[] {
  const segments = url.split('/');
  if (!segments.includes(':plantViewId') || !segments.includes(':portfolioId')) return [];
  return segments.flatMap((segment, i) => {
    if (!segment.startsWith(':') || VIEW_PARAMS.has(segment)) return [];
    const key = `${segments[i - 1]}/${segment}`;
    if (NOT_IDS[key]) return [];
    const rule = PLANT_PATH_IDS[key];
    if (!rule)
      throw new Error(
        `${url}: the path parameter ${segment} names nothing the plant-view guard knows; add it to modules/plants/plantPathIds.ts`,
      );
    return [{ param: segment.slice(1), rule }];
  });
}
