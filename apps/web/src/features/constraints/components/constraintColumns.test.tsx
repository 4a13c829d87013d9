import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSTRAINT_TYPES, type Constraint } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { loadedQuery } from '../../../../../../test/queryState';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ListScreen } from '@/ui/list/ListScreen';
import { listExportTable } from '@/ui/list/listExport';
import { constraintColumns } from './constraintColumns';
import { ConstraintTypesDialog } from './ConstraintTypesDialog';
import { DAY_MS, HOCHALM, NOW } from '../testing/hochalmPlant';

const plant = HOCHALM;
const D = DAY_MS;
const base = {
  constrainable_type: 'Gate' as const,
  constrainable_name: 'Spillway',
  constrainable_id: 'hochalm.spillway',
  email: 'operator@penstock.demo',
  recurring_pattern: null,
  history: [],
  version: 1,
  plant_view_id: 'hochalm',
  validity_end_timestamp_millis: null,
};
const rows: Constraint[] = [
  // active now, deactivated from day 5 on
  {
    ...base,
    id: 'a',
    type_name: 'gate_max_gate_opening',
    type_display_name: 'Maximum gate opening',
    type_unit: 'ratio',
    value: 0.4,
    status: 'Inactive',
    validity_start_timestamp_millis: NOW - D,
    history: [
      { change_timestamp_millis: NOW - D, email: 'x', changeset: { status: 'Active' } },
      {
        change_timestamp_millis: NOW,
        email: 'x',
        changeset: { status: 'Inactive', deactivated_timestamp_millis: NOW + 5 * D },
      },
    ],
  },
  {
    ...base,
    id: 'b',
    type_name: 'turbine_forbidden_power_zone',
    type_display_name: 'Forbidden power zone',
    type_unit: 'json',
    value: { min: 10, max: 20 },
    status: 'draft',
    constrainable_type: 'Turbine',
    constrainable_name: 'M2',
    validity_start_timestamp_millis: NOW + 3 * D,
  },
];

function renderList() {
  const columns = constraintColumns(i18next.getFixedT('en-GB', 'constraints'), 'en-GB', {
    plants: new Map([['hochalm', plant]]),
    showPlant: false,
    now: NOW,
  });
  return renderWeb(
    <ListScreen
      route="constraints"
      query={loadedQuery(rows)}
      columns={columns}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-constraint': c.id })}
      status={{
        of: (c) => c.status,
        label: 'Status',
        options: [
          { value: 'Active', label: 'Active' },
          { value: 'draft', label: 'Draft' },
          { value: 'Inactive', label: 'Inactive' },
        ],
      }}
      texts={{ table: 'Constraints' }}
    />,
    { route: 'constraints', url: '/en/constraints/alpine/hochalm' },
  );
}

describe('constraints list', () => {
  beforeAll(() => initTestI18n('constraints'));

  it('shows ratio values x100 with %, a zone as its band, and the status per day merged into spans', async () => {
    renderList();
    const a = await screen.findByText('40 %');
    expect(screen.getByText('10 to 20 MW')).toBeTruthy();
    const timeline = within(a.closest('tr')!).getByTestId('status-timeline');
    // 28 days from today: Active until the deactivation on day 5 (the day holding it ends Inactive), then Inactive.
    expect([...timeline.querySelectorAll('[data-status]')].map((s) => s.getAttribute('data-status'))).toEqual([
      'Active',
      'Inactive',
    ]);
    expect(timeline.getAttribute('aria-label')).toBe('Active 5d, Inactive 23d');
    const draft = within(screen.getByText('10 to 20 MW').closest('tr')!).getByTestId('status-timeline');
    expect(draft.getAttribute('aria-label')).toBe('Inactive 3d, Draft 25d');
  });

  it('exports the values in the unit of their own column, validity in ISO 8601 with the plant offset, no timeline', () => {
    const columns = constraintColumns(i18next.getFixedT('en-GB', 'constraints'), 'en-GB', {
      plants: new Map([['hochalm', plant]]),
      showPlant: true,
      now: NOW,
    });
    const table = listExportTable('Constraints', columns, rows);
    expect(table.columns).toEqual([
      'Plant',
      'Component',
      'Component type',
      'Type',
      'Value',
      'Unit',
      'Valid from (ISO 8601)',
      'Valid until, exclusive (ISO 8601)',
      'Recurring pattern',
      'Status',
    ]);
    expect(table.rows[0]).toEqual([
      'Hochalm',
      'Spillway',
      'Gate',
      'Maximum gate opening',
      40,
      '%',
      '2026-11-23T10:00:00+01:00',
      null,
      'Always',
      'Inactive',
    ]);
    expect(table.rows[1].slice(4, 6)).toEqual(['10 to 20', 'MW']);
  });

  it("writes units as every screen does (m³/s, not the wire's m3/s)", () => {
    const columns = constraintColumns(i18next.getFixedT('en-GB', 'constraints'), 'en-GB', {
      plants: new Map([['hochalm', plant]]),
      showPlant: false,
      now: NOW,
    });
    const flow: Constraint = {
      ...base,
      id: 'q',
      type_name: 'turbine_min_discharge',
      type_display_name: 'Minimum discharge',
      type_unit: 'other',
      value: 10,
      status: 'Active',
      constrainable_type: 'Turbine',
      validity_start_timestamp_millis: NOW,
    };
    const ramp: Constraint = { ...flow, id: 'r', type_name: 'turbine_discharge_increase_max', value: 2.5 };
    const value = columns.find((c) => c.key === 'value')!;
    expect([value.cell(flow), value.cell(ramp)]).toEqual(['10 m³/s', '2.5 m³/s per h']);
  });

  it('filters by status', async () => {
    renderList();
    await screen.findByText('40 %');
    await userEvent.click(screen.getByRole('button', { name: 'Draft' }));
    expect(screen.queryByText('40 %')).toBeNull();
    expect(screen.getByText('10 to 20 MW')).toBeTruthy();
  });
});

describe('Constraint Types dialog', () => {
  beforeAll(() => initTestI18n('constraints'));
  const query = loadedQuery(CONSTRAINT_TYPES);

  it('hides reserve types, counts the types of the five component kinds, filters by kind and searches by type', async () => {
    renderWeb(<ConstraintTypesDialog opened onClose={() => {}} types={query} />, {
      route: 'constraints',
      url: '/en/constraints/alpine',
    });
    const table = await screen.findByTestId('types-table');
    expect(table.querySelector('[data-type*="reserve"]')).toBeNull();
    const reservoirs = CONSTRAINT_TYPES.filter((x) => x.constrainable_type === 'Reservoir').length;
    await userEvent.click(screen.getByText(`Reservoirs (${reservoirs})`));
    expect(
      [...screen.getByTestId('types-table').querySelectorAll('[data-type]')].every(
        (r) =>
          r.getAttribute('data-type')!.startsWith('reservoir_') || r.getAttribute('data-type')!.startsWith('internal'),
      ),
    ).toBe(true);
    await userEvent.type(screen.getByLabelText('Search by constraint type'), 'minimum level');
    expect(
      [...screen.getByTestId('types-table').querySelectorAll('[data-type]')].map((r) => r.getAttribute('data-type')),
    ).toEqual(['reservoir_min_level']);
    await userEvent.type(screen.getByLabelText('Search by constraint type'), 'xyz');
    await screen.findByTestId('types-empty');
  });
});
