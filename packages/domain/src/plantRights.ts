import type { PlanTier } from './constants.js';
import { PLAN_TIER_EFFECTS, planTierFor } from './permissions.js';
import { PLANT_STATES } from './plantData.js';
import {
  featureDenial,
  isModuleEnabled,
  MODULE_INFO,
  stateOf,
  UPGRADE_TEXTS,
  type GatedFeature,
  type ModuleStates,
} from './productModules.js';

/**
 * Rights by plant and plant state, in one place (spec 1 section 6, spec 2 sections 4 and 6).
 * The server guards routes with it (requirePlantView(request, params, { action })) and the web
 * disables fields with it, showing PERMISSION_TOOLTIPS.
 *
 *   const rights = plantRights(user, portfolio, plant);   // { write: true, editTopology: false, ... }
 *   plantDenial('uploadHistorical', user, portfolio, plant) // the 403 detail, or null when allowed
 */
export type PlantState = (typeof PLANT_STATES)[number];
export const isPlantState = (s: string): s is PlantState => (PLANT_STATES as readonly string[]).includes(s);

export const PLANT_ACTIONS = [
  /** change anything of the plant: can_write on the portfolio (admins always); e.g. start an optimisation */
  'write',
  /** write plan and actual values (overrides); frozen for non-admins in OVERRIDE_FROZEN_STATES */
  'writeValues',
  'editActualsInFuture',
  'editPlansInPast',
  'editTopology',
  'editStaticData',
  'uploadHistorical',
  /** create constraints, maintenance and grid reserves that start in the past */
  'createInPast',
  'changeProductModules',
  'editPlantState',
  /** plant basic settings, nomination configuration */
  'editPlantSettings',
  'editAnalyticsParameters',
  /** the reported quirk of spec 1 section 6: granted only to users of the basic plan tier */
  'createMaintenanceFuture',
  /** start an optimisation on demand: in every state but NO_RUN_STATES (issue 10) */
  'runOptimization',
  /**
   * the plant's target-level constraints are enforced in the future (spec 2 section 4: not without
   * advanced production planning). A right of the plant, not of the user: the optimiser, the
   * violation detection and the constraint screens ask it alike.
   */
  'enforceFutureLevelTargets',
  /** day-ahead bids: see, generate, edit and export (spec 1 section 6 editBidFiles: admins only) */
  'editBidFiles',
] as const;
export type PlantAction = (typeof PLANT_ACTIONS)[number];
export type PlantRights = Record<PlantAction, boolean>;

export interface RightsUser {
  isAdmin: boolean;
  /** decides the plan tier (createMaintenanceFuture) with the default internal domains */
  email?: string;
  /** the tier the server decided (configured domains); wins over email */
  planTier?: PlanTier;
}
/** The user's link to the plant's portfolio (admins see every portfolio as writable). */
export interface RightsPortfolioLink {
  can_write: boolean;
}
export interface RightsPlant {
  plant_state: PlantState;
  /** the plant's product module states, for the rights a module gates; unknown: those rights are not denied */
  modules?: ModuleStates;
  /** named in the upgrade detail */
  name?: string;
}

/**
 * Rights that a product module sells (issue 27): denied, with the upgrade detail, when the plant's
 * module states are known and the module is neither ACTIVE nor in TRIAL. The server's guard loads the
 * states for these actions (requirePlantView), the scheduler asks the same for its hourly runs, and
 * the web passes the states it has, so all three refuse alike.
 */
export const ACTION_FEATURES: Partial<Record<PlantAction, GatedFeature>> = { runOptimization: 'optimizationRuns' };

/** The product itself (the optimiser, the violation detection) asking a plant's rights. */
export const PRODUCT_USER: RightsUser = { isAdmin: true };
export const PRODUCT_LINK: RightsPortfolioLink = { can_write: true };

/** The module that gates the enforcement of future level targets, and the upgrade text that says so. */
export const FUTURE_LEVEL_TARGET_MODULE = 'advanced_production_planning' as const;
export const FUTURE_LEVEL_TARGETS_NOT_ENFORCED = `Target levels with future validity are not enforced without ${MODULE_INFO[FUTURE_LEVEL_TARGET_MODULE].label}: the optimiser and the violations keep them only up to now. ${UPGRADE_TEXTS.upgradeTitle} to enforce them.`;

/** Non-admins may edit topology, static data and upload historical data in these states (spec 2 section 4). */
export const SETUP_EDIT_STATES: readonly PlantState[] = ['Draft', 'Setup'];
/** Non-admins may create constraints, maintenance and reserves in the past only in these states. */
export const PAST_ENTRY_STATES: readonly PlantState[] = ['Setup'];
/** Nobody, admins included, changes product modules in these states. */
export const MODULES_LOCKED_STATES: readonly PlantState[] = ['Review', 'Live'];
/**
 * Plant states in which non-admins may not write values: under review the data is frozen for the
 * provider's check, and paused or inactive plants are not operated. (Our choice: the spec gives
 * plant-state rights for topology, static data, uploads and constraints, not for overrides.)
 */
export const OVERRIDE_FROZEN_STATES: readonly PlantState[] = ['Review', 'Paused', 'Inactive'];

/**
 * Scheduled (hourly) optimisation runs and nominations are for operated plants only: Live. Our
 * choice: Backtesting and Calibration compare the model with the past, so engineers start those runs
 * on demand for the periods they check; a scheduled plan of such a plant would look operational.
 */
export const SCHEDULED_RUN_STATES: readonly PlantState[] = ['Live'];
/** On-demand runs are refused only here (an engineer tries a plant while modelling it). */
export const NO_RUN_STATES: readonly PlantState[] = ['Inactive'];

/** Texts of read-only forms and buttons (spec 1 section 6, spec 2 section 6), for the web. */
export const PERMISSION_TOOLTIPS = {
  field: "You don't have permissions to change this",
  save: "You don't have permissions to save",
  unchanged: "You haven't made any changes yet",
  placeholder: "You don't have permissions",
} as const;

export const READ_ONLY_PORTFOLIO = "You don't have permissions to change this portfolio";
export const ADMINS_ONLY = 'Only administrators may do this';

/** Null for an administrator or a plant in one of `states`, else why not. */
const adminOrIn = (user: RightsUser, state: PlantState, states: readonly PlantState[], what: string) =>
  user.isAdmin || states.includes(state)
    ? null
    : `${what} by administrators, or while the plant is in ${states.join(' or ')} (it is ${state})`;

/** Why the user may not do the action on the plant (the 403 detail), or null when they may. */
export function plantDenial(
  action: PlantAction,
  user: RightsUser,
  link: RightsPortfolioLink,
  plant: RightsPlant,
): string | null {
  const state = plant.plant_state;
  if (action === 'enforceFutureLevelTargets') {
    return plant.modules && !isModuleEnabled(stateOf(plant.modules, FUTURE_LEVEL_TARGET_MODULE))
      ? FUTURE_LEVEL_TARGETS_NOT_ENFORCED
      : null;
  }
  // every right is a right to change something: none without write access to the portfolio
  if (!user.isAdmin && !link.can_write) return READ_ONLY_PORTFOLIO;
  switch (action) {
    case 'write':
      return null;
    case 'writeValues':
      return !user.isAdmin && OVERRIDE_FROZEN_STATES.includes(state)
        ? `Values cannot be edited while the plant is in state ${state}`
        : null;
    case 'editActualsInFuture':
      return user.isAdmin ? null : 'Only administrators may edit actuals in the future';
    case 'editPlansInPast':
      return user.isAdmin ? null : 'Only administrators may edit plans in the past';
    case 'editTopology':
      return adminOrIn(user, state, SETUP_EDIT_STATES, 'Topology can be edited');
    case 'editStaticData':
      return adminOrIn(user, state, SETUP_EDIT_STATES, 'Static data can be edited');
    case 'uploadHistorical':
      return adminOrIn(user, state, SETUP_EDIT_STATES, 'Historical data can be uploaded');
    case 'createInPast':
      return adminOrIn(
        user,
        state,
        PAST_ENTRY_STATES,
        'Constraints, maintenance and reserves in the past can be created',
      );
    case 'changeProductModules':
      if (MODULES_LOCKED_STATES.includes(state))
        return `Product modules cannot be changed while the plant is in state ${state}`;
      return user.isAdmin ? null : 'Only administrators may change product modules';
    case 'editPlantState':
    case 'editBidFiles':
    case 'editPlantSettings':
    case 'editAnalyticsParameters':
      return user.isAdmin ? null : ADMINS_ONLY;
    case 'runOptimization':
      if (NO_RUN_STATES.includes(state))
        return `An ${state.toLowerCase()} plant is not optimised: move it to Setup first`;
      return plant.modules
        ? featureDenial(ACTION_FEATURES.runOptimization!, plant.modules, plant.name ?? 'this plant')
        : null;
    case 'createMaintenanceFuture':
      return PLAN_TIER_EFFECTS[user.planTier ?? planTierFor({ isAdmin: user.isAdmin, email: user.email ?? '' })]
        .createMaintenanceFuture
        ? null
        : 'Maintenance in the future can be created on the basic plan tier only';
  }
}

/** Every right of the user on the plant at once (the web disables what is false). */
export function plantRights(user: RightsUser, link: RightsPortfolioLink, plant: RightsPlant): PlantRights {
  return Object.fromEntries(PLANT_ACTIONS.map((a) => [a, plantDenial(a, user, link, plant) === null])) as PlantRights;
}
