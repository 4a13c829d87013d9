import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { hochalmUnit, outageFormRenderer, typeNameAndPercent } from '../testing/outageForms';
import { createBodyOf, createOptimallyDefaults, timingsQueryOf } from '../utils/createOptimallyForm';
import { unitKey } from '../utils/maintenanceForm';
import { CreateOptimallyForm } from './CreateOptimallyForm';

beforeAll(() => initTestI18n('maintenance'));

const units = [hochalmUnit('M1', 80)];
const NOW = Date.UTC(2026, 9, 30, 10);
const values = createOptimallyDefaults(unitKey('hochalm', 'hochalm.m1'), NOW, 'Europe/Vienna', 14);
const renderForm = outageFormRenderer(
  CreateOptimallyForm,
  { portfolioId: 'alpine', values, units, onSearch: vi.fn() },
  '?action=createOptimally',
);

describe('CreateOptimallyForm', () => {
  it('searches a 36-hour half outage over the chosen days; the chosen window becomes an Active outage', async () => {
    const onSearch = vi.fn();
    renderForm({ onSearch });
    await typeNameAndPercent('Runner revision', '50');
    const duration = screen.getByLabelText('Duration');
    await userEvent.clear(duration);
    await userEvent.type(duration, '36');
    await userEvent.click(screen.getByLabelText('Unit', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hours' }));
    expect(screen.getByTestId('create-optimally-horizon').textContent).toContain('Optimal timings reach 14 days ahead');
    await userEvent.click(screen.getByRole('button', { name: 'Find best windows' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    const v = onSearch.mock.calls[0][0];
    expect(timingsQueryOf(v, 'Europe/Vienna', NOW)).toEqual({
      plantViewId: 'hochalm',
      turbineId: 'hochalm.m1',
      remaining: 40,
      durationHours: 36,
      from: Date.UTC(2026, 9, 30, 23),
      to: Date.UTC(2026, 10, 13, 23),
    });
    expect(createBodyOf(v, { start: Date.UTC(2026, 10, 2, 5), end: Date.UTC(2026, 10, 3, 17) })).toEqual({
      name: 'Runner revision',
      description: '',
      status: 'Active',
      unavailability_reason: 'Maintenance',
      unavailability_type: 'Planned',
      remaining_power: 40,
      start_timestamp_millis: Date.UTC(2026, 10, 2, 5),
      end_timestamp_millis: Date.UTC(2026, 10, 3, 17),
    });
    // the form keeps its values, so a changed duration searches again
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Runner revision');
  });

  it('an outage longer than the range is refused before any search', async () => {
    const onSearch = vi.fn();
    renderForm({ values: { ...values, name: 'x', latest_date: values.earliest_date }, onSearch });
    const duration = await screen.findByLabelText('Duration');
    await userEvent.clear(duration);
    await userEvent.type(duration, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Find best windows' }));
    await screen.findByText('The outage does not fit between the earliest and the latest day');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
