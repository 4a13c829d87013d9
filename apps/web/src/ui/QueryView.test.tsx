import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/ApiError';
import { queryState } from '../../../../test/queryState';
import { QueryView, selectQuery, type QueryLike } from './QueryView';

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
    const { container } = show(queryState({ isPending: true }));
    expect(container.querySelector('[aria-busy]')!.children).toHaveLength(5);
    expect(screen.queryByRole('list')).toBeNull();
  });
  it("error shows the spec's text and Retry refetches", async () => {
    const query = queryState<string[]>({ isError: true, error: new Error('x') });
    show(query);
    expect(screen.getByRole('alert').textContent).toContain('Data failed to load.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
  it('a request the server refused (400) shows its reason and no Retry, which could not help (issue 27 item 9)', () => {
    const refused = new ApiError({
      request: { method: 'GET', url: '/api/dashboard-v3/portfolio/alpine/plant/hochalm/power' },
      status: 400,
      body: {
        type: 'https://penstock.demo/problems/validation-error',
        title: 'Your request is not valid',
        status: 400,
        detail:
          'Invalid querystring: end-ts: Range too large for this granularity (raw and hour: 366 days, day: 20 years)',
        errors: [
          { path: 'end-ts', message: 'Range too large for this granularity (raw and hour: 366 days, day: 20 years)' },
        ],
      },
    });
    show(queryState({ isError: true, error: refused }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Data failed to load.');
    expect(screen.getByTestId('load-refusal').textContent).toBe(
      'Range too large for this granularity (raw and hour: 366 days, day: 20 years)',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
  it("an area's own error text", () => {
    show(queryState({ isError: true }), { errorText: 'There was an error loading the components' });
    expect(screen.getByRole('alert').textContent).toContain('There was an error loading the components');
  });
  it("empty data shows 'No data available' or the area's text", () => {
    show(queryState({ data: [] }));
    expect(screen.getByText('No data available')).toBeTruthy();
    show(queryState({ data: [] }), { empty: 'No components' });
    expect(screen.getByText('No components')).toBeTruthy();
  });
  it('data renders the children', () => {
    show(queryState({ data: ['a', 'b'] }));
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
    pick(queryState({ data: ['a', 'b'] }));
    expect(screen.getByText('picked B')).toBeTruthy();
    pick(queryState({ data: ['a'] }));
    expect(screen.getByText('Plant not found')).toBeTruthy();
    const failing = queryState<string[]>({ isError: true });
    pick(failing);
    expect(screen.getByRole('alert').textContent).toContain('Data failed to load.');
  });
});
