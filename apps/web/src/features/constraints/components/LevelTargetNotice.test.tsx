import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MODULES, type PlantModules } from '@penstock/domain';
import { renderWeb } from '../../../../../../test/renderWeb';
import { productModulesApi } from '@/features/productModules/api/productModulesApi';
import { LevelTargetNotice } from './LevelTargetNotice';
import { DAY_MS, HOCHALM, NOW } from '../testing/hochalmPlant';

const plant = HOCHALM;
const D = DAY_MS;
const modules = (advanced: 'ACTIVE' | 'TRIAL' | 'INACTIVE'): PlantModules => ({
  physical_plant_id: 'hochalm',
  plant_view_id: 'hochalm',
  name: 'Hochalm',
  plant_state: 'Live',
  can_change: false,
  locked_reason: 'Live',
  modules: PRODUCT_MODULES.map((module) => ({
    module,
    state: module === 'advanced_production_planning' ? advanced : 'ACTIVE',
    trial_ends_at: null,
    days_left: null,
    version: 1,
  })),
});

function show(
  constraint: { type_name: string; validity_end_timestamp_millis: number | null },
  advanced: 'ACTIVE' | 'TRIAL' | 'INACTIVE',
) {
  const view = renderWeb(<LevelTargetNotice portfolioId="alpine" plant={plant} constraint={constraint} now={NOW} />, {
    route: 'constraints',
    url: '/en/constraints/alpine/hochalm',
  });
  act(() =>
    view.client.setQueryData(productModulesApi.one({ portfolioId: 'alpine' }, 'hochalm').queryKey, modules(advanced)),
  );
  return view;
}

describe('LevelTargetNotice (future level targets gated by Advanced Production Planning)', () => {
  it('shows the upgrade alert on a level target valid after now when the module is inactive', async () => {
    show({ type_name: 'reservoir_level_target', validity_end_timestamp_millis: NOW + 10 * D }, 'INACTIVE');
    const alert = await screen.findByTestId('level-target-upgrade');
    expect(alert.getAttribute('data-status')).toBe('upgrade');
    expect(alert.textContent).toContain(
      'Target levels with future validity are not enforced without Advanced Production Planning',
    );
    expect(screen.getByRole('button', { name: 'Upgrade product modules' })).toBeTruthy();
  });

  it('shows nothing with the module on trial, for a level target that has ended, or for other types', async () => {
    show({ type_name: 'reservoir_level_target', validity_end_timestamp_millis: null }, 'TRIAL');
    show({ type_name: 'reservoir_level_target', validity_end_timestamp_millis: NOW - D }, 'INACTIVE');
    show({ type_name: 'reservoir_min_level', validity_end_timestamp_millis: null }, 'INACTIVE');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('level-target-upgrade')).toBeNull();
  });
});
