import { describe, expect, it } from 'vitest';
import { PLANT_STATES } from './plantData.js';
import { PLANT_ACTIONS, plantDenial, plantRights, type PlantAction, type PlantState } from './plantRights.js';

const ALL = PLANT_STATES;
const NONE: readonly PlantState[] = [];
const admin = { isAdmin: true, email: 'admin@penstock.demo' };
const user = { isAdmin: false, email: 'operator@penstock.demo' };
const staff = { isAdmin: false, email: 'ops@penstock.io' }; // plus tier by e-mail domain

/**
 * The spec's table, written out (not derived from the code): for each role and can_write, the
 * plant states in which each action is allowed.
 */
const EXPECTED: Record<'admin' | 'writer' | 'reader', Record<PlantAction, readonly PlantState[]>> = {
  admin: {
    write: ALL,
    writeValues: ALL,
    editActualsInFuture: ALL,
    editPlansInPast: ALL,
    editTopology: ALL,
    editStaticData: ALL,
    uploadHistorical: ALL,
    createInPast: ALL,
    changeProductModules: ['Draft', 'Setup', 'Backtesting', 'Calibration', 'Paused', 'Inactive'],
    editPlantState: ALL,
    editPlantSettings: ALL,
    editAnalyticsParameters: ALL,
    createMaintenanceFuture: NONE, // admins are plus tier: the reported quirk
    runOptimization: ['Draft', 'Setup', 'Review', 'Live', 'Backtesting', 'Calibration', 'Paused'],
    enforceFutureLevelTargets: ALL, // module states unknown here: see the module test below
    editBidFiles: ALL,
  },
  writer: {
    write: ALL,
    writeValues: ['Draft', 'Setup', 'Live', 'Backtesting', 'Calibration'],
    editActualsInFuture: NONE,
    editPlansInPast: NONE,
    editTopology: ['Draft', 'Setup'],
    editStaticData: ['Draft', 'Setup'],
    uploadHistorical: ['Draft', 'Setup'],
    createInPast: ['Setup'],
    changeProductModules: NONE,
    editPlantState: NONE,
    editPlantSettings: NONE,
    editAnalyticsParameters: NONE,
    createMaintenanceFuture: ALL,
    runOptimization: ['Draft', 'Setup', 'Review', 'Live', 'Backtesting', 'Calibration', 'Paused'],
    enforceFutureLevelTargets: ALL,
    editBidFiles: NONE,
  },
  // a right of the plant, not of the user: a reader's plant enforces them too
  reader: {
    ...(Object.fromEntries(PLANT_ACTIONS.map((a) => [a, NONE])) as Record<PlantAction, readonly PlantState[]>),
    enforceFutureLevelTargets: ALL,
  },
};

describe('plantRights', () => {
  const cases = [
    ['admin', admin, true],
    ['admin', admin, false], // admins see every portfolio as writable; a missing link changes nothing
    ['writer', user, true],
    ['reader', user, false],
  ] as const;
  for (const [role, who, canWrite] of cases) {
    for (const state of ALL) {
      it(`${role} (can_write ${canWrite}) on a ${state} plant`, () => {
        const rights = plantRights(who, { can_write: canWrite }, { plant_state: state });
        const expected = Object.fromEntries(PLANT_ACTIONS.map((a) => [a, EXPECTED[role][a].includes(state)]));
        expect(rights).toEqual(expected);
      });
    }
  }

  it('gives plus-tier staff no createMaintenanceFuture (the quirk), and every other right of a writer', () => {
    const rights = plantRights(staff, { can_write: true }, { plant_state: 'Setup' });
    expect(rights.createMaintenanceFuture).toBe(false);
    expect(rights.createInPast).toBe(true);
  });
});

describe('plantDenial', () => {
  it('names the reason and the state', () => {
    expect(plantDenial('uploadHistorical', user, { can_write: true }, { plant_state: 'Live' })).toBe(
      'Historical data can be uploaded by administrators, or while the plant is in Draft or Setup (it is Live)',
    );
    expect(plantDenial('createInPast', user, { can_write: true }, { plant_state: 'Draft' })).toMatch(
      /in Setup \(it is Draft\)/,
    );
    expect(plantDenial('changeProductModules', admin, { can_write: true }, { plant_state: 'Review' })).toBe(
      'Product modules cannot be changed while the plant is in state Review',
    );
    expect(plantDenial('writeValues', user, { can_write: true }, { plant_state: 'Paused' })).toBe(
      'Values cannot be edited while the plant is in state Paused',
    );
  });

  it('answers a read-only portfolio before any plant rule', () => {
    expect(plantDenial('editTopology', user, { can_write: false }, { plant_state: 'Draft' })).toBe(
      "You don't have permissions to change this portfolio",
    );
  });
});

describe('enforceFutureLevelTargets (spec 2 section 4: gated by advanced production planning)', () => {
  it("is denied, for every user, only when the plant's advanced production planning is inactive; a trial counts", () => {
    const without = {
      plant_state: 'Live' as const,
      modules: { insight_platform: 'ACTIVE' as const, basic_production_planning: 'ACTIVE' as const },
    };
    for (const who of [admin, user]) {
      expect(plantRights(who, { can_write: true }, without).enforceFutureLevelTargets).toBe(false);
      expect(plantDenial('enforceFutureLevelTargets', who, { can_write: true }, without)).toBe(
        'Target levels with future validity are not enforced without Advanced Production Planning: the optimiser and the violations keep them only up to now. Upgrade product modules to enforce them.',
      );
      expect(
        plantRights(
          who,
          { can_write: true },
          { ...without, modules: { ...without.modules, advanced_production_planning: 'TRIAL' } },
        ).enforceFutureLevelTargets,
      ).toBe(true);
    }
    // every other right ignores the modules
    expect(plantRights(user, { can_write: true }, without).write).toBe(true);
  });
});
