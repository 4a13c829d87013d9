import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlantViewComponent } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { loadedQuery, queryState } from '../../../../../../test/queryState';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ComponentEditForm } from './ComponentEditForm';
import { ComponentTable, type ComponentTableProps } from './ComponentTable';

beforeAll(() => initTestI18n('admin'));
const route = { route: 'managePlantView' as const, url: '/en/admin/portfolios/alpine/hochalm' };
const m1: PlantViewComponent = {
  internal_id: 'hochalm.m1',
  external_id: 'HOA-M1',
  name: 'Hochalm M1',
  type: 'TURBINE',
  assigned: true,
  component_name: 'Hochalm M1',
};
const m2: PlantViewComponent = {
  ...m1,
  internal_id: 'hochalm.m2',
  external_id: 'HOA-M2',
  name: 'Hochalm M2',
  component_name: 'Hochalm M2',
  assigned: false,
};

function renderTable(props: Partial<ComponentTableProps>) {
  const handlers = {
    onAssign: vi.fn(),
    onUnassign: vi.fn(),
    onEdit: vi.fn(),
    onAssignAll: vi.fn(),
    onUnassignAll: vi.fn(),
  };
  renderWeb(
    <ComponentTable title="Control Units" testId="units" query={loadedQuery([m1, m2])} {...handlers} {...props} />,
    route,
  );
  return handlers;
}
const button = (name: string) => screen.getByRole('button', { name });

describe('ComponentTable', () => {
  it('row actions: edit and unassign on assigned rows, assign on the others', async () => {
    const h = renderTable({});
    await screen.findByText('hochalm.m1');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Component Id',
      'Display Name',
      'External Id',
      'Actions',
    ]);
    expect(screen.queryByRole('button', { name: 'Assign Hochalm M1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unassign Hochalm M2' })).toBeNull();
    await userEvent.click(button('Unassign Hochalm M1'));
    expect(h.onUnassign).toHaveBeenCalledWith(m1);
    await userEvent.click(button('Edit Hochalm M1'));
    expect(h.onEdit).toHaveBeenCalledWith(m1);
    await userEvent.click(button('Assign Hochalm M2'));
    expect(h.onAssign).toHaveBeenCalledWith(m2);
    await userEvent.click(button('Assign All'));
    await userEvent.click(button('Unassign All'));
    expect(h.onAssignAll).toHaveBeenCalledTimes(1);
    expect(h.onUnassignAll).toHaveBeenCalledTimes(1);
  });

  it('Assign All is disabled when all are assigned, Unassign All when none is', async () => {
    renderTable({ query: loadedQuery([m1]) });
    await screen.findByText('hochalm.m1');
    expect(button('Assign All')).toHaveProperty('disabled', true);
    expect(button('Unassign All')).toHaveProperty('disabled', false);
  });

  it('Unassign All is disabled when nothing is assigned', async () => {
    renderTable({ query: loadedQuery([m2]) });
    await screen.findByText('hochalm.m2');
    expect(button('Unassign All')).toHaveProperty('disabled', true);
    expect(button('Assign All')).toHaveProperty('disabled', false);
  });

  it('loading: skeleton rows, the buttons wait', async () => {
    renderTable({ query: queryState({ isPending: true }) });
    await screen.findByTestId('units-loading');
    expect(button('Assign All')).toHaveProperty('disabled', true);
  });

  it('error with Retry', async () => {
    const refetch = vi.fn();
    renderTable({ query: queryState({ isError: true, error: new Error('x'), refetch }) });
    await screen.findByText('There was an error loading the components');
    await userEvent.click(button('Retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it('empty', async () => {
    renderTable({ query: loadedQuery([]) });
    await screen.findByText('No components');
  });
});

describe('ComponentEditForm', () => {
  it("'Required' on blur for both fields; Save only when changed; sends the trimmed values", async () => {
    const onSubmit = vi.fn();
    renderWeb(<ComponentEditForm component={m1} onSubmit={onSubmit} />, route);
    const save = () => button('Save');
    const name = await screen.findByLabelText(/^Display Name/);
    expect(save()).toHaveProperty('disabled', true);
    await userEvent.clear(name);
    await userEvent.tab();
    await screen.findByText('Required');
    await userEvent.clear(screen.getByLabelText(/^External Id/));
    await userEvent.tab();
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    await userEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, ' Machine 1 ');
    await userEvent.type(screen.getByLabelText(/^External Id/), 'ECS-1');
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Machine 1', external_id: 'ECS-1' }));
  });
});
