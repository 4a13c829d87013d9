import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FROZEN_CHECK_DEFAULTS } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { FrozenChecksForm } from './FrozenChecksForm';

const checks = { ...FROZEN_CHECK_DEFAULTS, power: { deadband: 0.5, hours: 24, restAtZero: true } };
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const render = (onSubmit = vi.fn(), canWrite = true) =>
  renderWeb(<FrozenChecksForm checks={checks} canWrite={canWrite} onSubmit={onSubmit} />, {
    route: 'plantSettings',
    url: '/en/admin/plants/alpine/hochalm',
  });

describe('FrozenChecksForm', () => {
  beforeAll(() => initTestI18n('liveData'));

  it("shows each quantity's check with its default, and saves a changed one (a row back at the default is sent as null)", async () => {
    const onSubmit = vi.fn();
    render(onSubmit);
    expect((await screen.findByRole('textbox', { name: 'Level deadband' })) as HTMLInputElement).toHaveProperty(
      'value',
      '0.001',
    );
    expect(field('Power hours').value).toBe('24');
    expect(screen.getAllByText('Default: 0.001 MW for 6 h').length).toBeGreaterThan(0);
    expect(screen.getByText('Default: 100 m³ for 12 h')).toBeTruthy(); // units as every screen writes them
    await userEvent.clear(field('Level hours'));
    await userEvent.type(field('Level hours'), '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const patch = onSubmit.mock.calls[0][0];
    expect(patch.level).toEqual({ deadband: 0.001, hours: 48 });
    expect(patch.power).toEqual({ deadband: 0.5, hours: 24 });
    expect(patch.inflow).toBeNull(); // as the default: the plant keeps no own check
  });

  it('refuses hours beyond a week and a half-emptied row, naming the field', async () => {
    const onSubmit = vi.fn();
    render(onSubmit);
    await screen.findByRole('textbox', { name: 'Level hours' });
    await userEvent.clear(field('Inflow hours'));
    await userEvent.type(field('Inflow hours'), '200');
    await userEvent.clear(field('Content deadband'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 168 hours (a week)')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // emptying the whole row is allowed: back to the default
    await userEvent.clear(field('Inflow hours'));
    await userEvent.clear(field('Inflow deadband'));
    await userEvent.clear(field('Content hours'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ content: null, inflow: null });
  });

  it('is read-only without the right to change plant settings', async () => {
    render(vi.fn(), false);
    expect((await screen.findByRole('textbox', { name: 'Level deadband' })).hasAttribute('disabled')).toBe(true);
  });
});
