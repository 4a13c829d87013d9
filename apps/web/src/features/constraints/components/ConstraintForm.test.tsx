import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSTRAINT_TYPES, plantRights, startOfToday, type Constraint, type PlantView } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { toBody, type ConstraintFormValues } from '../utils/constraintForm';
import type { Constrainable } from '../utils/constrainables';
import { ConstraintForm } from './ConstraintForm';

const ZONE = 'Europe/Vienna';
const NOW = Date.UTC(2026, 10, 24, 9);
const plant = (state: PlantView['plant_state']): PlantView => ({
  id: 'hochalm',
  internal_id: 'hochalm',
  name: 'Hochalm',
  timezone: ZONE,
  physical_plant: { internal_id: 'hochalm', name: 'Hochalm' },
  location: null,
  currency: 'EUR',
  plant_state: state,
});
const parts: Constrainable[] = [
  { id: 'hochalm', name: 'Hochalm', kind: 'Plant' },
  { id: 'hochalm.reservoir', name: 'Hochalmspeicher', kind: 'Reservoir' },
  { id: 'hochalm.spillway', name: 'Spillway', kind: 'Gate' },
];
const operator = (can_write: boolean, state: PlantView['plant_state']) =>
  plantRights({ isAdmin: false, email: 'operator@penstock.demo' }, { can_write }, { plant_state: state });

function renderForm(o: {
  constraint?: Constraint | null;
  state?: PlantView['plant_state'];
  canWrite?: boolean;
  onSubmit?: (v: ConstraintFormValues) => unknown;
}) {
  const state = o.state ?? 'Live';
  return renderWeb(
    <ConstraintForm
      plant={plant(state)}
      constraint={o.constraint ?? null}
      constrainables={parts}
      types={CONSTRAINT_TYPES}
      rights={operator(o.canWrite ?? true, state)}
      now={NOW}
      onSubmit={o.onSubmit ?? vi.fn()}
    />,
    { route: 'constraints', url: '/en/constraints/alpine/hochalm' },
  );
}

/** The form for a new minimum level on the reservoir with its value typed; the submit spy. */
async function minimumLevelForm(value: string) {
  const onSubmit = vi.fn();
  renderForm({ onSubmit });
  await pick(/^Component/, 'Hochalmspeicher (Reservoir)');
  await pick(/^Constraint type/, 'Minimum level (m a.s.l.)');
  await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), value);
  return onSubmit;
}
/** The input of a labelled field (a select's list is labelled by the same label). */
const input = (label: string | RegExp) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const pick = async (label: RegExp, option: string) => {
  await screen.findAllByLabelText(label);
  await userEvent.click(input(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const active: Constraint = {
  id: 'c1',
  type_name: 'gate_max_gate_opening',
  type_display_name: 'Maximum gate opening',
  type_unit: 'ratio',
  value: 0.4,
  status: 'Active',
  constrainable_id: 'hochalm.spillway',
  constrainable_type: 'Gate',
  constrainable_name: 'Spillway',
  email: 'operator@penstock.demo',
  validity_start_timestamp_millis: NOW - 10 * 86_400_000,
  validity_end_timestamp_millis: null,
  recurring_pattern: null,
  history: [],
  version: 3,
  plant_view_id: 'hochalm',
};

describe('ConstraintForm', () => {
  beforeAll(() => initTestI18n('constraints'));

  it('offers the types of the chosen component, takes a ratio in percent and a summer pattern, and previews the hours it covers', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await pick(/^Component/, 'Spillway (Gate)');
    await pick(/^Constraint type/, 'Maximum gate opening (%)');
    // A gate takes gate types only: no reservoir level in the list.
    await userEvent.click(input(/^Constraint type/));
    expect(screen.queryByRole('option', { name: /Minimum level/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), '40');
    expect(screen.getByTestId('pattern-preview').dataset.covered).not.toBe('0');
    // the preview's hour axis says which local hours the columns are
    expect([...screen.getByTestId('pattern-preview-hours').children].map((c) => c.textContent).filter(Boolean)).toEqual(
      ['0', '6', '12', '18'],
    );
    await userEvent.click(screen.getByLabelText('Months'));
    await userEvent.click(input('Months From'));
    await userEvent.click(await screen.findByRole('option', { name: 'June' }));
    await userEvent.click(input('Months To'));
    await userEvent.click(await screen.findByRole('option', { name: 'August' }));
    // November: a June-August pattern covers none of the next two weeks.
    await waitFor(() => expect(screen.getByTestId('pattern-preview').dataset.covered).toBe('0'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = toBody(onSubmit.mock.calls[0][0]);
    expect(body).toMatchObject({
      type_name: 'gate_max_gate_opening',
      constrainable_id: 'hochalm.spillway',
      value: 0.4,
      status: 'draft',
    });
    expect(body.recurring_pattern).toEqual({
      hour_of_day: null,
      day_of_week: null,
      day_of_month: null,
      month_of_year: { start: 6, end: 8 },
      day_of_year: null,
    });
  });

  it("refuses a start before today for an operator of a Live plant, in the server's words", async () => {
    const onSubmit = await minimumLevelForm('1990');
    const start = screen.getByLabelText(/Valid from/);
    await userEvent.clear(start);
    await userEvent.type(start, '20/11/2026 00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Constraints in the past can only be created by admins or while the plant is in Setup');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(startOfToday(NOW, ZONE)).toBeGreaterThan(Date.UTC(2026, 10, 20));
  });

  it('refuses a level no reservoir has (an extra digit) under the field before anything is sent', async () => {
    const onSubmit = await minimumLevelForm('19900');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Must lie between -500 and 9,000 m a.s.l.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a pattern no date has (30 to 31 February) under the months, before anything is sent', async () => {
    const onSubmit = await minimumLevelForm('1990');
    await userEvent.click(screen.getByLabelText('Days of month'));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Days of month From' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Days of month From' }), '30');
    await userEvent.click(screen.getByLabelText('Months'));
    await userEvent.click(input('Months From'));
    await userEvent.click(await screen.findByRole('option', { name: 'February' }));
    await userEvent.click(input('Months To'));
    await userEvent.click(await screen.findByRole('option', { name: 'February' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const message = await screen.findByText(
      'No date has these days together (as 30 to 31 February): it would never apply',
    );
    expect(message.closest('[data-pattern-field]')?.getAttribute('data-pattern-field')).toBe('month_of_year');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits an active constraint of a Live plant: type and component locked, the past start locked with the reason, ratio shown x100', async () => {
    renderForm({ constraint: active });
    expect(await screen.findByRole('textbox', { name: 'Value' })).toHaveProperty('value', '40');
    expect(input(/^Component/)).toHaveProperty('disabled', true);
    expect(input(/^Constraint type/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/Valid from/)).toHaveProperty('disabled', true);
    await screen.findByText(/The plant is Live: your change applies from now on/);
  });

  it("is read-only without write rights: fields and Save disabled with the spec's tooltips", async () => {
    renderForm({ constraint: active, canWrite: false });
    const value = await screen.findByRole('textbox', { name: 'Value' });
    expect(value).toHaveProperty('disabled', true);
    await userEvent.hover(value.closest('div[class]')!.parentElement!);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.hover(save.parentElement!);
    await screen.findByText("You don't have permissions to save");
  });
});
