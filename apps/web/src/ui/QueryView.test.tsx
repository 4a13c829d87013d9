import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, selectQuery, type QueryLike } from './QueryView';

const state = <T,>(s: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...s,
});
const show = (query: QueryLike<string[]>, props: { errorText?: string; empty?: string } = {}) =>
  render(
    <MantineProvider env="test">
      <QueryView query={query} {...props}>
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </MantineProvider>,
  );

describe('QueryView', () => {
  it('pending shows five skeleton rows, no data', () => {
    const { container } = show(state({ isPending: true }));
    expect(container.querySelector('[aria-busy]')!.children).toHaveLength(5);
    expect(screen.queryByRole('list')).toBeNull();
  });
  it("error shows the spec's text and Retry refetches", async () => {
    const query = state<string[]>({ isError: true, error: new Error('x') });
    show(query);
    expect(screen.getByRole('alert').textContent).toContain('Data failed to load.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
  it("an area's own error text", () => {
    show(state({ isError: true }), { errorText: 'There was an error loading the components' });
    expect(screen.getByRole('alert').textContent).toContain('There was an error loading the components');
  });
  it("empty data shows 'No data available' or the area's text", () => {
    show(state({ data: [] }));
    expect(screen.getByText('No data available')).toBeTruthy();
    show(state({ data: [] }), { empty: 'No components' });
    expect(screen.getByText('No components')).toBeTruthy();
  });
  it('data renders the children', () => {
    show(state({ data: ['a', 'b'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });
  it('selectQuery: the selected item renders, null (not in the list) is empty, pending and error pass through', () => {
    const pick = (q: QueryLike<string[]>) =>
      render(
        <MantineProvider env="test">
          <QueryView query={selectQuery(q, (rows) => rows.find((r) => r === 'b') ?? null)} empty="Plant not found">
            {(row) => <p>picked {row.toUpperCase()}</p>}
          </QueryView>
        </MantineProvider>,
      );
    pick(state({ data: ['a', 'b'] }));
    expect(screen.getByText('picked B')).toBeTruthy();
    pick(state({ data: ['a'] }));
    expect(screen.getByText('Plant not found')).toBeTruthy();
    const failing = state<string[]>({ isError: true });
    pick(failing);
    expect(screen.getByRole('alert').textContent).toContain('Data failed to load.');
  });
});
