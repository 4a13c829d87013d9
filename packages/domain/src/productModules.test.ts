import { describe, expect, it } from 'vitest';
import {
  dependentModules,
  featureAvailable,
  featureDenial,
  MODULE_DEPENDENCIES,
  PRODUCT_MODULES,
  planModuleChange,
  requiredModules,
  trialDaysLeft,
  type ModuleStates,
} from './productModules.js';
import { PLAN_TIER_EFFECTS, planTierFor } from './permissions.js';
import { plantDenial } from './plantRights.js';

const RANK = { INACTIVE: 0, TRIAL: 1, ACTIVE: 2 } as const;
/** The invariant every plan keeps: a module's dependencies are at least as enabled as the module. */
function consistent(states: ModuleStates) {
  return PRODUCT_MODULES.every((m) =>
    MODULE_DEPENDENCIES[m].every((d) => RANK[states[d] ?? 'INACTIVE'] >= RANK[states[m] ?? 'INACTIVE']),
  );
}
const apply = (states: ModuleStates, changes: { module: string; to: string }[]) =>
  ({ ...states, ...Object.fromEntries(changes.map((c) => [c.module, c.to])) }) as ModuleStates;

describe('product module dependencies (spec 2 section 4)', () => {
  it('follows the chains transitively', () => {
    expect(requiredModules('grid_reserves')).toEqual([
      'insight_platform',
      'basic_production_planning',
      'advanced_production_planning',
    ]);
    expect(requiredModules('long_term_planning')).toEqual(['insight_platform', 'basic_production_planning']);
    expect(requiredModules('investment_decision_support')).toEqual([]);
    expect(dependentModules('basic_production_planning')).toEqual([
      'long_term_planning',
      'advanced_production_planning',
      'advanced_restrictions',
      'intraday_optimization',
      'pumped_storage_optimization',
      'grid_reserves',
    ]);
  });

  it('activating a module activates what it needs', () => {
    const plan = planModuleChange({}, 'grid_reserves', 'ACTIVE');
    expect(plan).toEqual({
      ok: true,
      changes: [
        { module: 'insight_platform', from: 'INACTIVE', to: 'ACTIVE' },
        { module: 'basic_production_planning', from: 'INACTIVE', to: 'ACTIVE' },
        { module: 'advanced_production_planning', from: 'INACTIVE', to: 'ACTIVE' },
        { module: 'grid_reserves', from: 'INACTIVE', to: 'ACTIVE' },
      ],
    });
  });

  it('a trial leaves active dependencies alone and upgrades none to ACTIVE', () => {
    const plan = planModuleChange({ insight_platform: 'ACTIVE' }, 'long_term_planning', 'TRIAL');
    expect(plan.ok && plan.changes).toEqual([
      { module: 'basic_production_planning', from: 'INACTIVE', to: 'TRIAL' },
      { module: 'long_term_planning', from: 'INACTIVE', to: 'TRIAL' },
    ]);
    // activating a module on trial dependencies makes them ACTIVE too
    const up = planModuleChange(
      { insight_platform: 'ACTIVE', basic_production_planning: 'TRIAL', long_term_planning: 'TRIAL' },
      'long_term_planning',
      'ACTIVE',
    );
    expect(up.ok && up.changes.map((c) => c.module)).toEqual(['basic_production_planning', 'long_term_planning']);
  });

  it('deactivating a module another needs is refused, naming the dependents', () => {
    const plan = planModuleChange(
      { insight_platform: 'ACTIVE', basic_production_planning: 'ACTIVE', long_term_planning: 'TRIAL' },
      'basic_production_planning',
      'INACTIVE',
    );
    expect(plan).toEqual({
      ok: false,
      blocking: ['long_term_planning'],
      detail: expect.stringMatching(
        /^Basic Production Planning cannot be set to INACTIVE: Long-Term Planning needs it/,
      ),
    });
    // lowering to TRIAL is fine while the dependent is only on trial
    expect(
      planModuleChange(
        { insight_platform: 'ACTIVE', basic_production_planning: 'ACTIVE', long_term_planning: 'TRIAL' },
        'basic_production_planning',
        'TRIAL',
      ).ok,
    ).toBe(true);
  });

  it('setting TRIAL on a trial restarts it; setting the same other state changes nothing', () => {
    expect(planModuleChange({ insight_platform: 'TRIAL' }, 'insight_platform', 'TRIAL')).toEqual({
      ok: true,
      changes: [{ module: 'insight_platform', from: 'TRIAL', to: 'TRIAL' }],
    });
    expect(planModuleChange({ insight_platform: 'ACTIVE' }, 'insight_platform', 'ACTIVE')).toEqual({
      ok: true,
      changes: [],
    });
  });

  it('every accepted change keeps the invariant (all modules, states and start states from a walk)', () => {
    let states: ModuleStates = {};
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 2000; i++) {
      const m = PRODUCT_MODULES[rnd(PRODUCT_MODULES.length)];
      const to = (['ACTIVE', 'TRIAL', 'INACTIVE'] as const)[rnd(3)];
      const plan = planModuleChange(states, m, to);
      if (plan.ok) states = apply(states, plan.changes);
      expect(consistent(states)).toBe(true);
    }
  });
});

describe('feature gate', () => {
  it('a feature is available with its module ACTIVE or in TRIAL', () => {
    expect(featureAvailable('longTermWaterValues', { long_term_planning: 'TRIAL' })).toBe(true);
    expect(featureAvailable('longTermWaterValues', { long_term_planning: 'ACTIVE' })).toBe(true);
    expect(featureAvailable('longTermWaterValues', {})).toBe(false);
    expect(featureDenial('optimalMaintenanceTiming', { maintenance_planning: 'INACTIVE' }, 'Hochalm')).toBe(
      'Maintenance Planning is not active for Hochalm. Upgrade product modules to use this feature.',
    );
  });
  it('counts whole days of a trial left', () => {
    expect(trialDaysLeft(30 * 86_400_000, 0)).toBe(30);
    expect(trialDaysLeft(86_400_000, 1)).toBe(1);
    expect(trialDaysLeft(5, 10)).toBe(0);
  });
});

describe('plan tier (spec 1 section 6)', () => {
  it('plus for admins and the configured domains, basic otherwise', () => {
    expect(planTierFor({ isAdmin: true, email: 'a@customer.example' })).toBe('plus');
    expect(planTierFor({ isAdmin: false, email: 'Staff@Penstock.io' })).toBe('plus');
    expect(planTierFor({ isAdmin: false, email: 'staff@penstock.io' }, ['provider.example'])).toBe('basic');
    expect(planTierFor({ isAdmin: false, email: 'staff@provider.example' }, ['provider.example'])).toBe('plus');
    expect(planTierFor({ isAdmin: false, email: 'op@customer.example' })).toBe('basic');
  });
  it('its one effect: future maintenance for basic users only, also when the server decided the tier', () => {
    expect(PLAN_TIER_EFFECTS.basic.createMaintenanceFuture).toBe(true);
    const live = { plant_state: 'Live' } as const;
    expect(
      plantDenial(
        'createMaintenanceFuture',
        { isAdmin: false, email: 'staff@provider.example', planTier: 'plus' },
        { can_write: true },
        live,
      ),
    ).toMatch(/basic plan tier only/);
    expect(
      plantDenial(
        'createMaintenanceFuture',
        { isAdmin: false, email: 'op@customer.example' },
        { can_write: true },
        live,
      ),
    ).toBeNull();
  });
});
