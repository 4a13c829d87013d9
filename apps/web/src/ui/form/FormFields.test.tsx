import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initTestI18n } from '../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../test/renderWeb';
import { EntityForm } from './EntityForm';
import { FormCheckboxField } from './FormCheckboxField';
import { FormDateTimeField } from './FormDateTimeField';
import { FormNumberField } from './FormNumberField';
import { FormSelectField } from './FormSelectField';
import { FormTextareaField } from './FormTextareaField';

// The field kinds the admin screens need (a unit's static data, a plant's settings, a maintenance).
const schema = z.object({
  max_power: z.number().min(0),
  status: z.enum(['Active', 'Inactive']),
  advanced: z.boolean(),
  notify: z.boolean(),
  start: z.number().int(),
  description: z.string().max(50),
});
type Values = z.input<typeof schema>;
const VALUES: Values = {
  max_power: 12.5,
  status: 'Active',
  advanced: false,
  notify: true,
  start: Date.parse('2026-07-01T06:00:00Z'),
  description: 'Turbine 1',
};

const renderFields = (props: { onSubmit?: (v: Values) => unknown; canWrite?: boolean } = {}) =>
  renderWeb(
    <EntityForm schema={schema} values={VALUES} onSubmit={props.onSubmit ?? vi.fn()} canWrite={props.canWrite}>
      <FormNumberField name="max_power" label="Max power" unit="MW" />
      <FormSelectField name="status" label="Status" data={['Active', 'Inactive']} />
      <FormCheckboxField name="advanced" label="Advanced production planning" />
      <FormCheckboxField name="notify" label="Notify" switch />
      <FormDateTimeField name="start" label="Start" zone="Europe/Vienna" />
      <FormTextareaField name="description" label="Description" />
    </EntityForm>,
    { route: 'customers', url: '/en/admin/customers' },
  );
const save = () => screen.getByRole('button', { name: 'Save' });

describe('EntityForm field kinds', () => {
  beforeAll(() => initTestI18n('common')); // en-GB, the app's default locale

  it('shows the values: the number with its unit, the choice, the ticks, the time in the plant zone, the text', async () => {
    renderFields();
    expect(await screen.findByLabelText('Max power')).toHaveProperty('value', '12.5');
    expect(screen.getByText('MW')).toBeTruthy();
    expect(screen.getByLabelText('Status', { selector: 'input' })).toHaveProperty('value', 'Active');
    expect(screen.getByLabelText('Advanced production planning')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Notify')).toHaveProperty('checked', true);
    // 06:00 UTC in July is 08:00 in Vienna; the zone is named under the field
    expect(screen.getByLabelText('Start')).toHaveProperty('value', '01/07/2026 08:00');
    expect(screen.getByText('Europe/Vienna')).toBeTruthy();
    expect(screen.getByLabelText('Description')).toHaveProperty('value', 'Turbine 1');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('saves what was changed, typed: a number, a boolean, UTC ms from the zone wall clock', async () => {
    const onSubmit = vi.fn();
    renderFields({ onSubmit });
    const power = await screen.findByLabelText('Max power');
    await userEvent.clear(power);
    await userEvent.type(power, '20');
    await userEvent.click(screen.getByLabelText('Advanced production planning'));
    await userEvent.click(screen.getByLabelText('Notify'));
    const start = screen.getByLabelText('Start');
    await userEvent.clear(start);
    await userEvent.type(start, '10/01/2026 12:30');
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await userEvent.type(screen.getByLabelText('Description'), ' (left)');
    await userEvent.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        max_power: 20,
        status: 'Inactive',
        advanced: true,
        notify: false,
        start: Date.parse('2026-01-10T11:30:00Z'),
        description: 'Turbine 1 (left)',
      }),
    );
  });

  it("reads a date and time in the app locale (not the browser's), an ISO one too, and names one that does not exist", async () => {
    renderFields();
    const start = await screen.findByLabelText('Start');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-02-03T04:05');
    await userEvent.tab();
    expect(start).toHaveProperty('value', '03/02/2026 04:05');
    await userEvent.clear(start);
    await userEvent.type(start, '31/02/2026 10:00');
    await userEvent.tab();
    expect(start).toHaveProperty('value', '31/02/2026 10:00');
    await userEvent.click(save());
    expect(await screen.findByText('Invalid Field')).toBeTruthy();
  });

  it("an emptied number or time says 'Required'; a ticked box enables Save at once", async () => {
    renderFields();
    await userEvent.clear(await screen.findByLabelText('Max power'));
    await userEvent.tab();
    await screen.findByText('Required');
    const start = screen.getByLabelText('Start');
    await userEvent.clear(start);
    await userEvent.tab();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await userEvent.click(screen.getByLabelText('Advanced production planning'));
    expect(save()).toHaveProperty('disabled', false);
  });

  it('read-only: every kind is disabled', async () => {
    renderFields({ canWrite: false });
    for (const label of ['Max power', 'Advanced production planning', 'Notify', 'Start', 'Description'])
      expect(await screen.findByLabelText(label)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Status', { selector: 'input' })).toHaveProperty('disabled', true);
  });
});
