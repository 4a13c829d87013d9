import { z } from 'zod';
import { rowVersion } from './entityFields.js';

/**
 * Product modules (spec 2 sections 3 and 4): twelve per physical plant, each ACTIVE, TRIAL or
 * INACTIVE. One rule, shared by server and web, decides whether a feature is available for a plant
 * (featureAvailable) and how a change ripples through the dependencies (planModuleChange).
 */
export const PRODUCT_MODULES = [
  'insight_platform',
  'inflow_package',
  'basic_production_planning',
  'long_term_planning',
  'maintenance_planning',
  'price_forecast',
  'advanced_production_planning',
  'advanced_restrictions',
  'intraday_optimization',
  'pumped_storage_optimization',
  'grid_reserves',
  'investment_decision_support',
] as const;
export type ProductModule = (typeof PRODUCT_MODULES)[number];

export const MODULE_STATES = ['ACTIVE', 'TRIAL', 'INACTIVE'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];

/** Trial length (spec 2 section 9). */
export const TRIAL_DAYS = 30;
export const TRIAL_MS = TRIAL_DAYS * 86_400_000;

/** What each module needs directly (spec 2 section 4). */
export const MODULE_DEPENDENCIES: Record<ProductModule, readonly ProductModule[]> = {
  insight_platform: [],
  investment_decision_support: [],
  basic_production_planning: ['insight_platform'],
  advanced_production_planning: ['basic_production_planning'],
  advanced_restrictions: ['advanced_production_planning'],
  intraday_optimization: ['advanced_production_planning'],
  pumped_storage_optimization: ['advanced_production_planning'],
  grid_reserves: ['advanced_production_planning'],
  inflow_package: ['insight_platform'],
  maintenance_planning: ['insight_platform'],
  price_forecast: ['insight_platform'],
  long_term_planning: ['basic_production_planning'],
};

/** Names and feature lists shown in the 'Upgrade product modules' and 'All product modules' dialogs (our wording). */
export const MODULE_INFO: Record<ProductModule, { label: string; features: readonly string[] }> = {
  insight_platform: {
    label: 'Insight Platform',
    features: [
      'Cockpit with actuals, plans and forecasts',
      'Portfolio overview and reporting',
      'Live data and data quality',
      'Overrides and historical uploads',
    ],
  },
  inflow_package: {
    label: 'Inflow Package',
    features: ['Inflow forecasts per reservoir', 'Inflow-weighted prices', 'Inflow reporting'],
  },
  basic_production_planning: {
    label: 'Basic Production Planning',
    features: [
      'Hourly optimised generation plans',
      'Short-term water values',
      'Constraints and maintenance in the plan',
    ],
  },
  long_term_planning: {
    label: 'Long-Term Planning',
    features: ['Long-term water values (SDP / SDDP)', 'Water value curves and tables', 'Seasonal reservoir strategy'],
  },
  maintenance_planning: {
    label: 'Maintenance Planning',
    features: ['Optimal maintenance timing', 'Lost value of outages', 'Maintenance calendar'],
  },
  price_forecast: {
    label: 'Price Forecast',
    features: ['Day-ahead price forecasts up to 3 years', 'Price forecast download'],
  },
  advanced_production_planning: {
    label: 'Advanced Production Planning',
    features: [
      'Start and stop costs, must-run and forbidden zones',
      'Target levels with future validity',
      'Plan comparison between runs',
    ],
  },
  advanced_restrictions: {
    label: 'Advanced Restrictions',
    features: ['Ramping and discharge change limits', 'Recurring restriction patterns'],
  },
  intraday_optimization: {
    label: 'Intraday Optimization',
    features: ['Intraday re-optimisation', 'Intraday price signals'],
  },
  pumped_storage_optimization: {
    label: 'Pumped Storage Optimization',
    features: ['Pump and pump-turbine scheduling', 'Round-trip efficiency in the plan'],
  },
  grid_reserves: {
    label: 'Grid Reserves',
    features: ['Spinning and standing reserves', 'Reserve bids and activation compensation'],
  },
  investment_decision_support: {
    label: 'Investment Decision Support',
    features: ['Scenario comparison of plant upgrades', 'Revenue impact of new units'],
  },
};

/**
 * Features gated by a module: the server refuses their calls and the web shows the upgrade alert
 * instead of their content when the module is neither ACTIVE nor in TRIAL for the plant. Taken from
 * each module's feature list (MODULE_INFO); the table with what each one refuses is
 * docs/product-modules.md. insight_platform gates nothing of its own: every other module needs it.
 */
export const FEATURE_MODULES = {
  /** 'Hourly optimised generation plans': on-demand runs (POST .../optimization) and the hourly scheduled run */
  optimizationRuns: 'basic_production_planning',
  /** 'Short-term water values': the Water Value screen's plan values (GET .../water-value/{plant}) */
  shortTermWaterValues: 'basic_production_planning',
  /** 'Plan comparison between runs' (GET .../optimization/{run}/comparison) */
  planComparison: 'advanced_production_planning',
  /** 'Day-ahead price forecasts up to 3 years', 'Price forecast download' (Power Market forecasts, the download) */
  priceForecasts: 'price_forecast',
  /** 'Inflow forecasts per reservoir', 'Inflow-weighted prices' (forecast frames of the inflow series, GET .../inflow-weighted-price) */
  inflowForecasts: 'inflow_package',
  longTermWaterValues: 'long_term_planning',
  optimalMaintenanceTiming: 'maintenance_planning',
  gridReserves: 'grid_reserves',
} as const satisfies Record<string, ProductModule>;
export type GatedFeature = keyof typeof FEATURE_MODULES;

export type ModuleStates = Partial<Record<ProductModule, ModuleState>>;

/** A missing state is INACTIVE (a new plant has no module). */
export const stateOf = (states: ModuleStates, m: ProductModule): ModuleState => states[m] ?? 'INACTIVE';
export const isModuleEnabled = (s: ModuleState) => s !== 'INACTIVE';

export function featureAvailable(feature: GatedFeature, states: ModuleStates): boolean {
  return isModuleEnabled(stateOf(states, FEATURE_MODULES[feature]));
}

/** The 403 detail of a gated call, or null when the feature is available. */
export function featureDenial(feature: GatedFeature, states: ModuleStates, plantName: string): string | null {
  if (featureAvailable(feature, states)) return null;
  return `${MODULE_INFO[FEATURE_MODULES[feature]].label} is not active for ${plantName}. Upgrade product modules to use this feature.`;
}

const RANK: Record<ModuleState, number> = { INACTIVE: 0, TRIAL: 1, ACTIVE: 2 };

/** Every module the module needs, directly or through others. */
export function requiredModules(m: ProductModule): ProductModule[] {
  const out = new Set<ProductModule>();
  const visit = (x: ProductModule) =>
    MODULE_DEPENDENCIES[x].forEach((d) => (out.has(d) ? null : (out.add(d), visit(d))));
  visit(m);
  return PRODUCT_MODULES.filter((x) => out.has(x));
}
/** Every module that needs the module, directly or through others. */
export const dependentModules = (m: ProductModule): ProductModule[] =>
  PRODUCT_MODULES.filter((x) => requiredModules(x).includes(m));

export interface ModuleChange {
  module: ProductModule;
  from: ModuleState;
  to: ModuleState;
}
export type ModuleChangePlan =
  { ok: true; changes: ModuleChange[] } | { ok: false; detail: string; blocking: ProductModule[] };

/**
 * The changes that setting `module` to `target` makes. The invariant: a module's dependencies are
 * at least as enabled as the module (ACTIVE needs ACTIVE dependencies, TRIAL needs ACTIVE or TRIAL).
 * - Raising a module raises its weaker dependencies to the same state (the web confirms the list first).
 * - Lowering a module that a stronger dependent still needs is refused (not cascaded): the detail
 *   names the dependents to lower first, so nobody loses a module they did not point at.
 * Setting TRIAL on a TRIAL module is a change too (the trial restarts: the access extension).
 */
export function planModuleChange(states: ModuleStates, module: ProductModule, target: ModuleState): ModuleChangePlan {
  const from = stateOf(states, module);
  if (RANK[target] < RANK[from]) {
    const blocking = dependentModules(module).filter((d) => RANK[stateOf(states, d)] > RANK[target]);
    if (blocking.length)
      return {
        ok: false,
        blocking,
        detail: `${MODULE_INFO[module].label} cannot be set to ${target}: ${blocking.map((b) => MODULE_INFO[b].label).join(', ')} ${blocking.length === 1 ? 'needs' : 'need'} it. Change ${blocking.length === 1 ? 'that module' : 'those modules'} first.`,
      };
  }
  const raised =
    RANK[target] > RANK[from] ? requiredModules(module).filter((d) => RANK[stateOf(states, d)] < RANK[target]) : [];
  const changes: ModuleChange[] = raised.map((d) => ({ module: d, from: stateOf(states, d), to: target }));
  if (from !== target || target === 'TRIAL') changes.push({ module, from, to: target });
  return { ok: true, changes };
}

/** Whole days of a trial left at `now` (0 on its last day). */
export const trialDaysLeft = (trialEndsAt: number, now: number) =>
  Math.max(0, Math.ceil((trialEndsAt - now) / 86_400_000));

// Wire shapes.
export const productModuleSchema = z.enum(PRODUCT_MODULES);
export const moduleStateSchema = z.enum(MODULE_STATES);

export const plantModuleSchema = z.object({
  module: productModuleSchema,
  state: moduleStateSchema,
  /** epoch ms; set while TRIAL */
  trial_ends_at: z.number().nullable(),
  /** whole days until the trial ends; null unless TRIAL */
  days_left: z.number().int().nullable(),
  /** of this module's row (0: never set); send it back to detect concurrent changes */
  ...rowVersion,
});
export type PlantModule = z.infer<typeof plantModuleSchema>;

/** Module states of one physical plant, reached through a plant view. */
export const plantModulesSchema = z.object({
  physical_plant_id: z.string(),
  plant_view_id: z.string(),
  /** the plant view's name (what the customer calls the plant) */
  name: z.string(),
  plant_state: z.string(),
  /** false in Review and Live, and for non-admins (plantRights changeProductModules) */
  can_change: z.boolean(),
  /** why can_change is false */
  locked_reason: z.string().nullable(),
  modules: z.array(plantModuleSchema),
});
export type PlantModules = z.infer<typeof plantModulesSchema>;

export const setModuleBodySchema = z.object({
  module: productModuleSchema,
  state: moduleStateSchema,
  /** the module's version the client saw (optimistic concurrency) */
  version: z.number().int().min(0).optional(),
});
export type SetModuleBody = z.infer<typeof setModuleBodySchema>;

export const moduleChangeSchema = z.object({
  module: productModuleSchema,
  from: moduleStateSchema,
  to: moduleStateSchema,
});
export const setModuleResultSchema = plantModulesSchema.extend({ changed: z.array(moduleChangeSchema) });
export type SetModuleResult = z.infer<typeof setModuleResultSchema>;
export const moduleRefusalSchema = z.object({ detail: z.string(), blocking: z.array(productModuleSchema) });

/** Map of a plant's module list, for featureAvailable. */
export const moduleStatesOf = (modules: readonly Pick<PlantModule, 'module' | 'state'>[]): ModuleStates =>
  Object.fromEntries(modules.map((m) => [m.module, m.state]));

export const UPGRADE_TEXTS = {
  upgradeTitle: 'Upgrade product modules',
  allTitle: 'All product modules',
  requestTrial: 'Request 30-day trial',
  requestExtension: 'Request access extension',
  assignFailedTitle: 'Product modules could not be assigned',
  assignFailed: 'The product modules could not be assigned due to an error',
} as const;
