import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { newFormValues, toBody, unitKey } from '../utils/maintenanceForm';
import { hochalmUnit, outageFormRenderer, typeNameAndPercent } from '../testing/outageForms';
import { MaintenanceCalendar } from './MaintenanceCalendar';
import { MaintenanceForm } from './MaintenanceForm';

beforeAll(() => initTestI18n('maintenance'));

const units = [hochalmUnit('M1', 80), hochalmUnit('M2', 40)];
const values = newFormValues(unitKey('hochalm', 'hochalm.m1'), Date.UTC(2026, 9, 30, 10), 'Europe/Vienna');
const renderForm = outageFormRenderer(MaintenanceForm, { values, units, onSubmit: vi.fn() });

describe('MaintenanceForm', () => {
  it('remaining power as a percent of p_max writes MW; the body has the local times in UTC', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await typeNameAndPercent('Revision', '25');
    await waitFor(() => expect((screen.getByLabelText('Remaining power (MW)') as HTMLInputElement).value).toBe('20'));
    expect(
      screen.getByText(/Where outages of one turbine overlap, the plan uses the smallest remaining power/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const body = toBody(onSubmit.mock.calls[0][0], 'Europe/Vienna');
    expect(body).toMatchObject({
      name: 'Revision',
      remaining_power: 20,
      start_timestamp_millis: Date.UTC(2026, 9, 31, 5),
      end_timestamp_millis: Date.UTC(2026, 10, 1, 17),
    });
  });

  it("the time picker pads and snaps on blur; an end before the start is refused; 'never' hides the end", async () => {
    const onSubmit = vi.fn();
    renderForm({ values: { ...values, name: 'x' }, onSubmit });
    const start = await screen.findByLabelText('Start time');
    await userEvent.clear(start);
    await userEvent.type(start, '7:4');
    await userEvent.tab();
    expect((start as HTMLInputElement).value).toBe('07:00');
    const endDate = screen.getByLabelText('End date');
    await userEvent.clear(endDate);
    await userEvent.type(endDate, '2026-10-30');
    await userEvent.tab();
    await screen.findByText('The end must be after the start');
    await userEvent.click(screen.getByLabelText('No end (never)'));
    expect(screen.queryByLabelText('End date')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toBody(onSubmit.mock.calls[0][0], 'Europe/Vienna').end_timestamp_millis).toBeNull();
  });

  it("picking the status it already has keeps it (not blank with 'Invalid Field'; issue 27 item 13)", async () => {
    const onSubmit = vi.fn();
    renderForm({ values: { ...values, name: 'x' }, onSubmit });
    const input = (label: string) =>
      screen
        .getAllByLabelText(label)
        .find((e) => e.tagName === 'INPUT' && e.getAttribute('type') !== 'hidden') as HTMLInputElement;
    await screen.findAllByLabelText('Status');
    const status = input('Status');
    expect(status.value).toBe('Active');
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await userEvent.tab();
    expect(status.value).toBe('Active');
    for (const label of ['Reason', 'Kind']) {
      const select = input(label);
      const before = select.value;
      await userEvent.click(select);
      await userEvent.click(await screen.findByRole('option', { name: before }));
      await userEvent.tab();
      expect(select.value).toBe(before);
    }
    expect(screen.queryByText('Invalid Field')).toBeNull();
    await userEvent.type(screen.getByLabelText('Name'), 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'xy', status: 'Active' });
  });

  it('read-only without write access', async () => {
    renderForm({ canWrite: false });
    expect((await screen.findByLabelText('Name')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('MaintenanceCalendar', () => {
  it("shows 42 days and an open-ended outage with 'never' on every later day", async () => {
    const m = {
      uuid: 'u1',
      name: 'Failure',
      plant_id: 'hochalm',
      plant_name: 'Hochalm',
      turbine_id: 'hochalm.m1',
      turbine_name: 'M1',
      turbine_p_max: 80,
      description: '',
      status: 'Active' as const,
      unavailability_reason: 'Failure' as const,
      unavailability_type: 'Unplanned' as const,
      remaining_power: 0,
      start_timestamp_millis: Date.UTC(2026, 10, 28, 10),
      end_timestamp_millis: null,
      version: 1,
      created_by: null,
      updated_by: null,
      updated_at: 0,
    };
    const onSelect = vi.fn();
    const { container } = renderWeb(
      <MaintenanceCalendar year={2026} month={11} zone="Europe/Vienna" outages={[m]} onSelect={onSelect} />,
      { route: 'maintenances', url: '/en/maintenance/alpine' },
    );
    await screen.findByTestId('maintenance-calendar');
    expect(container.querySelectorAll('[data-date]')).toHaveLength(42);
    // 28 Nov to 6 Dec (the grid's last day)
    expect(container.querySelectorAll('[data-event="u1"]')).toHaveLength(9);
    expect(screen.getAllByText('Failure (never)')).toHaveLength(9);
    await userEvent.click(container.querySelector('[data-event="u1"]')!);
    expect(onSelect).toHaveBeenCalledWith('u1');
  });
});
