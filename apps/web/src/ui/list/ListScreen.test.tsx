import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadedQuery } from '../../../../../test/queryState';
import { renderWeb } from '../../../../../test/renderWeb';
import { ListScreen } from './ListScreen';

interface Task {
  name: string;
  paused: boolean;
}
const tasks: Task[] = [
  { name: 'check-data-quality', paused: false },
  { name: 'optimise-plants', paused: true },
  { name: 'Import-Prices', paused: false },
];
const query = loadedQuery(tasks);

/** The status filter of the lists below: Active or Inactive. */
const activeOrInactive = <T,>(active: (row: T) => boolean) => ({
  of: (row: T) => (active(row) ? 'Active' : 'Inactive'),
  label: 'State',
  options: [
    { value: 'Active', label: 'Active' },
    { value: 'Inactive', label: 'Inactive' },
  ],
});

const list = (
  <ListScreen
    route="actions"
    query={query}
    columns={[{ key: 'name', header: 'Task', cell: (t: Task) => t.name }]}
    rowKey={(t) => t.name}
    status={activeOrInactive((t: Task) => !t.paused)}
    searchFields={(t) => [t.name]}
    selectable
    detail={(t) => <p>Detail of {t.name}</p>}
    texts={{ table: 'Tasks', search: 'Search by name', noMatch: 'No task matches the filter.' }}
  />
);
const rowNames = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('ListScreen', () => {
  it('filters by status (from All one status; All and None) and keeps it in the query', async () => {
    const view = renderWeb(list, { url: '/en/operations/actions' });
    await screen.findByRole('table', { name: 'Tasks' });
    expect(rowNames()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(rowNames()).toEqual(['optimise-plants']));
    expect(view.search().get('status')).toBe('Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(view.search().get('status')).toBeNull(); // every status chosen collapses to all
    // None clears the chosen states: no state asked for, every task listed, no toggle pressed
    await userEvent.click(screen.getByRole('button', { name: 'None' }));
    await waitFor(() => expect(view.search().get('status')).toBe('none'));
    expect(rowNames()).toHaveLength(3);
    for (const name of ['Active', 'Inactive'])
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(rowNames()).toEqual(['optimise-plants']));
  });

  it('searches the named fields case-insensitively and reads the state from the URL', async () => {
    const view = renderWeb(list, { url: '/en/operations/actions?status=Active' });
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['check-data-quality', 'Import-Prices']);
    await userEvent.type(screen.getByPlaceholderText('Search by name'), 'PRICES');
    await waitFor(() => expect(rowNames()).toEqual(['Import-Prices']));
    await waitFor(() => expect(view.search().get('search')).toBe('PRICES'));
  });

  it('selects a row into the query and shows its detail', async () => {
    const view = renderWeb(list, { url: '/en/operations/actions?selected=optimise-plants' });
    await screen.findByText('Detail of optimise-plants');
    await userEvent.click(screen.getByRole('cell', { name: 'check-data-quality' }));
    await screen.findByText('Detail of check-data-quality');
    expect(view.search().get('selected')).toBe('check-data-quality');
    expect(screen.getByRole('row', { selected: true }).textContent).toBe('check-data-quality');
  });
});

describe('ListScreen sorting', () => {
  const rows = [
    { id: 'b', name: 'Brunnau', units: 3 },
    { id: 'a', name: 'alpbach', units: 12 },
    { id: 'c', name: 'Cordes', units: 1 },
  ];
  const sortable = (
    <ListScreen
      route="plants"
      query={loadedQuery(rows)}
      columns={[
        { key: 'name', header: 'Name', cell: (r: (typeof rows)[number]) => r.name, sort: (r) => r.name },
        { key: 'units', header: 'Units', cell: (r: (typeof rows)[number]) => String(r.units), sort: (r) => r.units },
      ]}
      rowKey={(r) => r.id}
      texts={{ table: 'Plants' }}
    />
  );
  const firstCells = () =>
    screen
      .queryAllByRole('row')
      .slice(1)
      .map((r) => r.firstChild?.textContent);

  it('sorts by a clicked column, toggles the order, and keeps sortBy and sortOrder in the query', async () => {
    const view = renderWeb(sortable, { route: 'plants', url: '/en/admin/plants/alpine?sortBy=units&sortOrder=desc' });
    await screen.findByRole('table', { name: 'Plants' });
    expect(firstCells()).toEqual(['alpbach', 'Brunnau', 'Cordes']);
    await userEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(view.search().get('sortBy')).toBe('name'));
    expect(view.search().get('sortOrder')).toBe('asc');
    expect(firstCells()).toEqual(['alpbach', 'Brunnau', 'Cordes']); // case-insensitive
    await userEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(firstCells()).toEqual(['Cordes', 'Brunnau', 'alpbach']));
    expect(view.search().get('sortOrder')).toBe('desc');
  });
});

describe('ListScreen CSV export', () => {
  it('downloads the rows shown (filtered, sorted) with the declared columns and units', async () => {
    const rows = [
      { id: 'a', name: 'Obersee', level: 1712.5, active: true },
      { id: 'b', name: 'Untersee, west', level: 980, active: false },
      { id: 'c', name: 'Mittersee', level: 1204, active: true },
    ];
    type Row = (typeof rows)[number];
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWeb(
      <ListScreen
        route="actions"
        query={loadedQuery(rows)}
        columns={[
          { key: 'name', header: 'Reservoir', cell: (r: Row) => r.name, sort: (r) => r.name },
          {
            key: 'level',
            header: 'Level',
            cell: (r: Row) => <b>{r.level} masl</b>,
            export: [{ header: 'Level (masl)', value: (r) => r.level }],
          },
          { key: 'chart', header: 'Chart', cell: () => <svg /> },
        ]}
        rowKey={(r) => r.id}
        status={activeOrInactive((r: Row) => r.active)}
        export={{ fileName: 'Reservoir levels' }}
        texts={{ table: 'Reservoirs' }}
      />,
      { url: '/en/operations/actions?status=Active' },
    );
    await screen.findByRole('table', { name: 'Reservoirs' });
    await userEvent.click(screen.getByTestId('sort-name'));
    await userEvent.click(screen.getByTestId('sort-name')); // descending
    await userEvent.click(screen.getByTestId('export-menu'));
    await userEvent.click((await screen.findAllByRole('menuitem', {}, { timeout: 5000 }))[0]);
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names).toEqual(['reservoir-levels.csv']);
    // in the order shown; the inactive row is filtered out; the chart column (a drawing without export) is left out
    const text = await new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(r.result as string);
      r.readAsText(blobs[0]);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe('Reservoir,Level (masl)\r\nObersee,1712.5\r\nMittersee,1204\r\n');
    click.mockRestore();
  });
});
