import type { HeadCurveKind, PointTableKind } from '@penstock/domain';
import type { ApiTarget } from './apiPaths';

const enc = encodeURIComponent;
const dash = (...parts: string[]) => ['dashboard-v3', ...parts].join('/');
const portfolio = (portfolioId: string, ...rest: string[]) => dash('portfolio', enc(portfolioId), ...rest);
const plant = (portfolioId: string, plantViewId: string, ...rest: string[]) =>
  portfolio(portfolioId, 'plant', enc(plantViewId), ...rest);
/** The scheduler API lives beside the main one, at /scheduler/v1/ (spec 1 section 7). */
const task = (name: string, jobUuid: string | null) => `v1/periodic-task/${enc(name)}/${jobUuid ? enc(jobUuid) : '-'}`;
const scheduler = (path: string): ApiTarget => ({ server: 'scheduler', path });

/** What `plantAdmin.of` reads or writes under a plant view (listed, so the path contract test covers each). */
export const PLANT_ADMIN_PARTS = [
  'settings',
  'rename',
  'plant-state',
  'shadow-plant',
  'completeness',
  'components',
  'strategy-adjustment',
  'analytics-parameter',
  'nomination-configuration',
  'history',
  'head',
  'head-plant',
  'telemetry-checks',
] as const;
/** The parts with their own change history, at `<part>/history`. */
export const PLANT_ADMIN_HISTORIES = [
  'plant-state',
  'strategy-adjustment',
  'analytics-parameter',
  'nomination-configuration',
  'telemetry-checks',
] as const;
/** A component's own paths: `hydro-body/<id>`, `level-to-content/<id>`, ... and their `/history`. */
export const PLANT_COMPONENT_KINDS = [
  'hydro-body',
  'control-unit',
  'level-to-content',
  'flow-to-power',
  'opening-to-throughput',
  'head-plant',
  'head-unit',
  'turb-eff-curves',
  'gen-eff-curve',
  'pump-eff-curves',
  'outlet-line',
] as const satisfies readonly (
  'hydro-body' | 'control-unit' | 'head-plant' | 'head-unit' | PointTableKind | HeadCurveKind
)[];
export type PlantAdminPath =
  | (typeof PLANT_ADMIN_PARTS)[number]
  | `${(typeof PLANT_ADMIN_HISTORIES)[number]}/history`
  | `${(typeof PLANT_COMPONENT_KINDS)[number]}/${string}`;

/**
 * Every path the web app calls, in one table (spec 1 section 7, spec 2 section 7). Main-API paths
 * are relative to /api/; scheduler paths name their server. Arguments are encoded here, so callers
 * pass raw ids. A new endpoint gets its line here and its fetcher in the feature's `api/` folder.
 */
export const endpoints = {
  auth: {
    token: dash('auth/token'),
    mfa: dash('auth/multi_factor'),
    mfaResend: dash('auth/multi_factor/resend_token'),
    forgotPassword: dash('auth/password/forgot'),
    setPassword: dash('auth/password/set'),
    changePassword: dash('auth/password/change'),
    session: 'v1/auth',
    refresh: 'v1/auth/refresh',
    logout: 'v1/auth/logout',
    me: dash('me'),
  },
  settings: dash('settings'),
  setting: (name: string) => dash('settings', enc(name)),
  contact: dash('contact'),
  portfolios: dash('portfolio'),
  customers: dash('customers'),
  customer: (customerId: string) => dash('customers', enc(customerId)),
  customerDetail: (customerId: string) => dash('customers', enc(customerId), 'detail'),
  marketRegions: dash('market', 'price-regions'),
  marketRegion: (id: string) => dash('market', 'price-regions', enc(id)),
  forecastSources: dash('market', 'forecast-sources'),
  forecastSource: (id: string) => dash('market', 'forecast-sources', enc(id)),
  pricingIndexes: dash('market', 'pricing-indexes'),
  pricingIndex: (id: string) => dash('market', 'pricing-indexes', enc(id)),
  accounts: {
    list: dash('account'),
    mine: dash('account', 'portfolio'),
    one: (email: string) => dash('account', enc(email)),
    invitation: (email: string) => dash('account', enc(email), 'invitation'),
    portfolios: (accountId: string) => dash('account', enc(accountId), 'portfolio'),
    permissions: (accountId: string) => dash('account', enc(accountId), 'permission'),
    history: (accountId: string) => dash('account', enc(accountId), 'history'),
    writePermission: (email: string, portfolioId: string) =>
      dash('account', enc(email), 'portfolio', enc(portfolioId), 'write-permission'),
    link: (portfolioId: string, accountId: string) => portfolio(portfolioId, 'account', enc(accountId)),
    setDefault: (portfolioId: string, accountId: string) =>
      portfolio(portfolioId, 'account', enc(accountId), 'default'),
    apiAccounts: dash('account', 'api-service-account'),
    rotate: (accountId: string) => dash('account', 'api-service-account', enc(accountId), 'rotate'),
  },
  portfolioAdmin: {
    details: dash('portfolio', 'details'),
    one: (portfolioId: string) => portfolio(portfolioId),
    plantViews: (portfolioId: string) => portfolio(portfolioId, 'plant-view'),
    plantView: (portfolioId: string, plantViewId: string) => portfolio(portfolioId, 'plant-view', enc(plantViewId)),
    assignablePlants: (portfolioId: string) => portfolio(portfolioId, 'assignable-plant'),
    /** Manage Plant View's components (spec 2 section 7): '' the list and add; 'bulk', 'bulk-remove', 'assign-all', 'unassign-all' */
    components: (
      portfolioId: string,
      plantViewId: string,
      action: '' | 'bulk' | 'bulk-remove' | 'assign-all' | 'unassign-all' = '',
    ) => portfolio(portfolioId, 'plant-view', enc(plantViewId), 'component', ...(action ? [action] : [])),
    /** one component of the view: update, delete; 'assign', 'unassign' */
    component: (
      portfolioId: string,
      plantViewId: string,
      type: string,
      internalId: string,
      action: '' | 'assign' | 'unassign' = '',
    ) =>
      portfolio(
        portfolioId,
        'plant-view',
        enc(plantViewId),
        'component',
        enc(type),
        enc(internalId),
        ...(action ? [action] : []),
      ),
  },
  portfolio: {
    plantViews: (portfolioId: string) => portfolio(portfolioId, 'plant'),
    generation: (portfolioId: string) => portfolio(portfolioId, 'plant_generation'),
    powerPrices: (portfolioId: string) => portfolio(portfolioId, 'power-prices'),
    priceForecastDownload: (portfolioId: string) => portfolio(portfolioId, 'price-forecast', 'download'),
    reporting: (portfolioId: string) => portfolio(portfolioId, 'reporting'),
    waterValue: (portfolioId: string, plantViewId: string) => portfolio(portfolioId, 'water-value', enc(plantViewId)),
    waterValueTable: (portfolioId: string, plantViewId: string) =>
      portfolio(portfolioId, 'water-value', enc(plantViewId), 'table'),
    productModules: (portfolioId: string) => portfolio(portfolioId, 'product-modules'),
    maintenance: (portfolioId: string) => portfolio(portfolioId, 'maintenance'),
    constraints: (portfolioId: string) => portfolio(portfolioId, 'constraint'),
    constraintTypes: (portfolioId: string) => portfolio(portfolioId, 'constraint-types'),
    violations: (portfolioId: string) => portfolio(portfolioId, 'violations'),
    liveData: (portfolioId: string) => portfolio(portfolioId, 'live-data'),
    /** the bidding area's summed curves (issue 25) */
    areaBid: (portfolioId: string) => portfolio(portfolioId, 'bid'),
    gridReserves: (portfolioId: string) => portfolio(portfolioId, 'grid-reserve'),
    gridReserve: (portfolioId: string, id: string, action?: 'history') =>
      portfolio(portfolioId, 'grid-reserve', enc(id), ...(action ? [action] : [])),
    gridReserveCosts: (portfolioId: string) => portfolio(portfolioId, 'grid-reserve-costs'),
    gridReserveRevenue: (portfolioId: string) => portfolio(portfolioId, 'grid-reserve-revenue'),
  },
  plant: {
    /** a plant-level series, e.g. 'power', 'water-content' */
    series: (portfolioId: string, plantViewId: string, name: string) => plant(portfolioId, plantViewId, enc(name)),
    topology: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'topology'),
    reporting: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'reporting'),
    overrides: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'overrides'),
    overrideInfo: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'with-override-info'),
    activeOverrides: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'active-overrides'),
    upload: (portfolioId: string, plantViewId: string, kind: string) =>
      plant(portfolioId, plantViewId, 'upload', enc(kind)),
    uploadTemplate: (portfolioId: string, plantViewId: string, kind: string) =>
      plant(portfolioId, plantViewId, 'upload', enc(kind), 'template'),
    optimizationRuns: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'optimization'),
    productModules: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'product-modules'),
    productModulesHistory: (portfolioId: string, plantViewId: string) =>
      plant(portfolioId, plantViewId, 'product-modules', 'history'),
    optimizationRun: (portfolioId: string, plantViewId: string, runId: string, action: 'cancel' | 'comparison') =>
      plant(portfolioId, plantViewId, 'optimization', enc(runId), action),
    longTermRuns: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'long-term-run'),
    levelDevelopmentTask: (portfolioId: string, plantViewId: string, taskUuid?: string) =>
      plant(portfolioId, plantViewId, 'level-development-task', ...(taskUuid ? [enc(taskUuid)] : [])),
    maintenanceCreate: (portfolioId: string, plantViewId: string, turbineId: string) =>
      plant(portfolioId, plantViewId, 'turbine', enc(turbineId), 'maintenance'),
    maintenance: (portfolioId: string, plantViewId: string, id: string) =>
      plant(portfolioId, plantViewId, 'maintenance', enc(id)),
    optimalTimings: (portfolioId: string, plantViewId: string, turbineId: string) =>
      plant(portfolioId, plantViewId, 'turbine', enc(turbineId), 'optimal-maintenance-timings'),
    maintenanceRescheduling: (portfolioId: string, plantViewId: string, id: string) =>
      plant(portfolioId, plantViewId, 'maintenance', enc(id), 'rescheduling'),
    maintenanceHistory: (portfolioId: string, plantViewId: string, id: string) =>
      plant(portfolioId, plantViewId, 'maintenance', enc(id), 'history'),
    maintenanceList: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'maintenance'),
    gridReserveSchedule: (portfolioId: string, plantViewId: string) =>
      plant(portfolioId, plantViewId, 'grid-reserve-schedule'),
    constraints: (portfolioId: string, plantViewId: string) => plant(portfolioId, plantViewId, 'constraint'),
    constraint: (portfolioId: string, plantViewId: string, id: string, action?: 'deactivate' | 'history') =>
      plant(portfolioId, plantViewId, 'constraint', enc(id), ...(action ? [action] : [])),
    /** day-ahead bids (issue 25): the day's bid, a version, its export, new versions, generation runs */
    bid: (portfolioId: string, plantViewId: string, part?: 'version' | 'generate' | 'state') =>
      plant(portfolioId, plantViewId, 'bid', ...(part ? [part] : [])),
    bidVersion: (portfolioId: string, plantViewId: string, versionId: string, action?: 'export') =>
      plant(portfolioId, plantViewId, 'bid', enc(versionId), ...(action ? [action] : [])),
    bidRun: (portfolioId: string, plantViewId: string, runId: string) =>
      plant(portfolioId, plantViewId, 'bid-run', enc(runId)),
  },
  /** Plants administration (issue 10): pass the plant view id; the calls act on its physical plant. */
  plantAdmin: {
    priceRegions: dash('price-regions'),
    list: (portfolioId: string) => portfolio(portfolioId, 'plant-admin'),
    create: (portfolioId: string) => portfolio(portfolioId, 'plant'),
    shopImport: (portfolioId: string) => portfolio(portfolioId, 'shop-import'),
    of: (portfolioId: string, plantViewId: string, what: PlantAdminPath) => plant(portfolioId, plantViewId, what),
    component: (portfolioId: string, plantViewId: string, kind: 'hydro-body' | 'control-unit', id?: string) =>
      id === undefined ? plant(portfolioId, plantViewId, kind) : plant(portfolioId, plantViewId, kind, enc(id)),
    pointTable: (portfolioId: string, plantViewId: string, kind: string, componentId: string) =>
      plant(portfolioId, plantViewId, enc(kind), enc(componentId)),
  },
  scheduler: {
    tasks: scheduler('v1/periodic-task/'),
    /** `jobUuid` null: the task never ran ('-' on the wire). */
    job: (name: string, jobUuid: string) => scheduler(task(name, jobUuid)),
    state: (name: string, jobUuid: string | null) => scheduler(`${task(name, jobUuid)}/state`),
    trigger: (name: string, jobUuid: string | null) => scheduler(`${task(name, jobUuid)}/trigger`),
  },
} as const;
