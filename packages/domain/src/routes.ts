import * as z from 'zod/mini';
import { GRANULARITIES, parseDataRange } from './dataRange.js';
import { isKnownTimezone } from './timezones.js';

/**
 * The route table of spec 1 section 2. Paths are relative to /{environment} and use `:name` for a
 * required and `:name?` for an optional parameter. The web router is generated from this table.
 */
export const ENVIRONMENT_PARAM = 'env';

export const REPORTING_SECTION_IDS = [
  'totalGeneration',
  'averageGeneration',
  'waterContent',
  'averageInflow',
  'unoptimizedRevenue',
  'inflowWeightedPrice',
  'averageMarketPrice',
  'totalRevenue',
  'averageRealizedMarketPrice',
  'valueAdded',
  'averageValueAdded',
] as const;
/** Navigation actions of the Maintenance screen: the create form, and create optimally. */
export const MAINTENANCE_ACTIONS = ['create', 'createOptimally'] as const;
export const COCKPIT_EDIT_MODES = [
  'generation',
  'generation-plan',
  'mixed',
  'mixed-plan',
  'consumption',
  'consumption-plan',
  'throughput',
  'throughput-plan',
  'level',
  'level-plan',
  'inflow',
  'inflow-plan',
] as const;

// Bad query values are dropped (treated as absent) rather than failing the page: a stale bookmark
// with an old range still opens the screen with its defaults. zod/mini (tree-shakable) because the
// web router loads these with every screen; the server's schemas use classic zod.
const opt = <T extends z.ZodMiniType>(s: T) => z.catch(z.optional(s), undefined);
const text = opt(z.string().check(z.minLength(1), z.maxLength(200)));
const range = opt(z.string().check(z.refine((s) => parseDataRange(s) !== null, 'Invalid data range')));
const list = opt(
  z.union([
    z.array(z.string()),
    z.pipe(
      z.string(),
      z.transform((s) => s.split(',').filter(Boolean)),
    ),
  ]),
);

export const searchSchemas = {
  none: z.object({}),
  login: z.object({ redirect: opt(z.string().check(z.startsWith('/'))) }),
  resetPassword: z.object({ reset_token: text, email: text }),
  cockpitCharts: z.object({
    range,
    turbine: text,
    pump: text,
    pumpTurbine: text,
    gate: text,
    reservoir: text,
    edit: opt(z.enum(COCKPIT_EDIT_MODES)),
    tab: text,
  }),
  portfolioOverview: z.object({
    range,
    timezone: opt(z.string().check(z.refine(isKnownTimezone, 'Unknown time zone'))),
    tab: text,
  }),
  rangeOnly: z.object({ range }),
  portfolioReporting: z.object({ range, sectionId: opt(z.enum(REPORTING_SECTION_IDS)) }),
  constraints: z.object({ tab: text, selected: text }),
  maintenances: z.object({
    plantViewId: text,
    selected: text,
    view: text,
    range,
    granularity: opt(z.enum(GRANULARITIES)),
    /** The form a navigation opens (spec 2 section 4's actions; such navigation passes the rescheduling block). */
    action: opt(z.enum(MAINTENANCE_ACTIONS)),
  }),
  reserves: z.object({ tab: text, range, selected: text }),
  plants: z.object({ sortBy: text, sortOrder: opt(z.enum(['asc', 'desc'])) }),
  plantSettings: z.object({ component: text, view: text }),
  tab: z.object({ tab: text }),
  /** A list screen (web ListScreen): status filter ('none' or statuses joined by ','; absent: all), search, selected row. */
  list: z.object({ status: text, search: text, selected: text }),
  liveData: z.object({
    outdated: opt(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ]),
    ),
  }),
  violations: z.object({ plants: list, search: text, types: list, range }),
} as const;
export type SearchSchemaName = keyof typeof searchSchemas;

export interface RouteSpec {
  name: string;
  path: string;
  search: SearchSchemaName;
  section: string;
  adminOnly?: boolean;
  /** Public routes need no session (login, password reset). */
  public?: boolean;
}

/** A row of the route table: its name, path pattern, search schema and the section title it shows. */
type RouteRow = [name: string, path: string, search: SearchSchemaName, section: string];
type RouteOfRow<R extends RouteRow> = { name: R[0]; path: R[1]; search: R[2]; section: string };
const route = <const R extends RouteRow>(...[name, path, search, section]: R): RouteOfRow<R> => ({
  name,
  path,
  search,
  section,
});
/** A route only administrators may open. */
const adminRoute = <const R extends RouteRow>(...row: R) => ({ ...route(...row), adminOnly: true as const });
/** A route that needs no session (login, password reset). */
const publicRoute = <const R extends RouteRow>(...row: R) => ({ ...route(...row), public: true as const });

export const ROUTE_SPECS = [
  route('index', '/', 'none', 'Cockpit'),
  publicRoute('login', '/login', 'login', 'Login'),
  publicRoute('forgotPassword', '/forgot-password', 'login', 'Forgot Password'),
  publicRoute('resetPassword', '/reset-password', 'resetPassword', 'Reset Password'),
  route('emptyPortfolio', '/empty-portfolio', 'none', 'Portfolios'),
  route('cockpitMap', '/map/:portfolioId', 'none', 'Cockpit'),
  route('cockpitCharts', '/cockpit/:portfolioId/:plantViewId', 'cockpitCharts', 'Plant'),
  route('portfolioOverview', '/portfolio/:portfolioId', 'portfolioOverview', 'Portfolio'),
  route('waterValue', '/water-value/:portfolioId/:plantViewId?/:turbineId?', 'rangeOnly', 'Water Value'),
  route('plantReporting', '/reporting/:portfolioId/:plantViewId', 'rangeOnly', 'Reporting'),
  route('portfolioReporting', '/reporting/:portfolioId', 'portfolioReporting', 'Reporting'),
  route('constraints', '/constraints/:portfolioId/:plantViewId?', 'constraints', 'Constraints'),
  route('maintenances', '/maintenance/:portfolioId', 'maintenances', 'Maintenance'),
  route('powerPrices', '/power-prices/:portfolioId', 'rangeOnly', 'Power Market'),
  route('reserves', '/reserves/:portfolioId', 'reserves', 'Reserves'),
  route('plants', '/admin/plants/:portfolioId', 'plants', 'Plants'),
  route('plantSettings', '/admin/plants/:portfolioId/:plantId/:tab?/:subtab?', 'plantSettings', 'Plant Settings'),
  adminRoute('customers', '/admin/customers', 'none', 'Customers'),
  // ours (issue 27 item 7): one customer's page, its portfolios, plants and users, and its archive
  adminRoute('customerDetails', '/admin/customers/:customerId', 'none', 'Customer'),
  // Administration > Market (issue 27): price regions, forecast sources, pricing indexes; tab regions|sources|indexes
  adminRoute('market', '/admin/market', 'tab', 'Market'),
  adminRoute('portfolios', '/admin/portfolios', 'none', 'Portfolios'),
  adminRoute('portfolioDetails', '/admin/portfolios/:portfolioId', 'none', 'Portfolio Details'),
  adminRoute('managePlantView', '/admin/portfolios/:portfolioId/:plantViewId', 'none', 'Manage Plant View'),
  adminRoute('users', '/admin/users', 'tab', 'Users'),
  adminRoute('insightUser', '/admin/users/insight/:user', 'none', 'Users'),
  adminRoute('apiUser', '/admin/users/api/:userPortfolioId/:user', 'none', 'Users'),
  route('commercial', '/admin/commercial/:portfolioId', 'tab', 'Commercial'),
  route('liveData', '/operations/liveData/:portfolioId/:tab?', 'liveData', 'Live Data'),
  adminRoute('actions', '/operations/actions', 'list', 'Actions'),
  route('optimization', '/operations/optimization/:portfolioId', 'none', 'Optimization'),
  adminRoute('violations', '/operations/violations/:portfolioId/:plantViewId?', 'violations', 'Violations'),
  adminRoute('dayAheadBids', '/operations/day-ahead-bids/:portfolioId/:plantId?', 'tab', 'Day Ahead Bids'),
] as const satisfies readonly RouteSpec[];

export type RouteName = (typeof ROUTE_SPECS)[number]['name'];

// Types of each route's params and search, read from the table above, so a screen gets them typed
// (web: useScreen('constraints')) instead of reading `params.portfolioId!`.
type SegmentParam<S extends string> = S extends `:${infer N}?`
  ? { [K in N]?: string }
  : S extends `:${infer N}`
    ? { [K in N]: string }
    : unknown;
type PathParams<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? SegmentParam<Head> & PathParams<Tail>
  : SegmentParam<P>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The table's entry of a route. */
export type RouteSpecOf<N extends RouteName> = Extract<(typeof ROUTE_SPECS)[number], { name: N }>;
/** Path parameters of a route: required ones as string, optional ones as string | undefined. */
export type RouteParamsOf<N extends RouteName> = Simplify<PathParams<RouteSpecOf<N>['path']>>;
/** Validated query of a route (its search schema's output). */
export type RouteSearchOf<N extends RouteName> = z.output<(typeof searchSchemas)[RouteSpecOf<N>['search']]>;
/** The query keys a route declares, e.g. 'tab' | 'selected' for constraints. */
export type RouteSearchKey<N extends RouteName> = keyof RouteSearchOf<N> & string;

/** The query keys a route declares, at run time (the list screen keeps its state in those). */
export function routeSearchKeys(name: RouteName): string[] {
  return Object.keys(searchSchemas[routeDefinition(name).search].def.shape);
}

export interface PathSegment {
  kind: 'static' | 'param';
  value: string;
  optional: boolean;
}
export interface RouteDefinition extends RouteSpec {
  segments: PathSegment[];
  params: { name: string; optional: boolean }[];
  /** The screen is about one portfolio: it shows not-found when the id is not the user's. */
  needsPortfolio: boolean;
  adminOnly: boolean;
  public: boolean;
}

export class RouteDefinitionError extends Error {}
export class RouteParamsError extends Error {}

export function parsePathPattern(path: string): PathSegment[] {
  if (!path.startsWith('/')) throw new RouteDefinitionError(`Route path must start with /: ${path}`);
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((part): PathSegment => {
      if (!part.startsWith(':')) return { kind: 'static', value: part, optional: false };
      const optional = part.endsWith('?');
      const value = part.slice(1, optional ? -1 : undefined);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value)) throw new RouteDefinitionError(`Bad parameter name in ${path}`);
      return { kind: 'param', value, optional };
    });
  let seenOptional = false;
  for (const s of segments) {
    if (s.optional) seenOptional = true;
    else if (seenOptional)
      throw new RouteDefinitionError(`Optional route parameters must not be followed by required ones: ${path}`);
  }
  const names = segments.filter((s) => s.kind === 'param').map((s) => s.value);
  if (new Set(names).size !== names.length) throw new RouteDefinitionError(`Duplicate parameter in ${path}`);
  return segments;
}

export function buildRouteTable<S extends RouteSpec>(specs: readonly S[]): Map<S['name'], RouteDefinition> {
  const table = new Map<S['name'], RouteDefinition>();
  for (const spec of specs) {
    if (table.has(spec.name)) throw new RouteDefinitionError(`Duplicate route name ${spec.name}`);
    const segments = parsePathPattern(spec.path);
    const params = segments.filter((s) => s.kind === 'param').map((s) => ({ name: s.value, optional: s.optional }));
    table.set(spec.name, {
      ...spec,
      segments,
      params,
      needsPortfolio: params.some((p) => p.name === 'portfolioId'),
      adminOnly: spec.adminOnly ?? false,
      public: spec.public ?? false,
    });
  }
  return table;
}

export const ROUTES = buildRouteTable(ROUTE_SPECS);

export function routeDefinition(name: RouteName): RouteDefinition {
  return ROUTES.get(name)!;
}

export type RouteParams = Record<string, string | undefined>;

/**
 * Builds the URL path of a route under an environment. Throws on mismatched parameters: a missing
 * required one, or one the route does not have.
 */
export function buildRoutePath(env: string, name: RouteName, params: RouteParams = {}, table = ROUTES): string {
  const def = table.get(name);
  if (!def) throw new RouteParamsError(`Unknown route ${name}`);
  const known = new Set(def.params.map((p) => p.name));
  const extra = Object.keys(params).filter((k) => !known.has(k) && params[k] !== undefined);
  if (extra.length) throw new RouteParamsError(`Route ${name} has no parameter ${extra.join(', ')}`);
  if (!env) throw new RouteParamsError('Missing environment');
  const parts = [env];
  let stopped = false;
  for (const s of def.segments) {
    if (s.kind === 'static') {
      parts.push(s.value);
      continue;
    }
    const value = params[s.value];
    if (value === undefined || value === '') {
      if (!s.optional) throw new RouteParamsError(`Route ${name} needs parameter ${s.value}`);
      stopped = true;
      continue;
    }
    if (stopped) throw new RouteParamsError(`Route ${name}: ${s.value} given without the optional parameter before it`);
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}${def.path === '/' ? '/' : ''}`;
}

/** The same pattern in TanStack Router syntax: `$name`, `{-$name}` for optional parameters. */
export function routerPath(def: RouteDefinition): string {
  if (def.segments.length === 0) return '/';
  return `/${def.segments
    .map((s) => (s.kind === 'static' ? s.value : s.optional ? `{-$${s.value}}` : `$${s.value}`))
    .join('/')}`;
}

export const ADMIN_ONLY_ROUTES = ROUTE_SPECS.filter((r) => 'adminOnly' in r && r.adminOnly).map((r) => r.name);
