import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityApi } from './entityApi';
import { stubFetch } from './testing/stubFetch';

const rowSchema = z.object({ id: z.string(), name: z.string() });
type Row = z.infer<typeof rowSchema>;
// no idOf: a row is found by its `id` (usePatch below puts the answer in place by it)
const rowsApi = entityApi<Row>({
  key: 'rows',
  schema: rowSchema,
  listPath: () => 'dashboard-v3/rows',
  itemPath: (_s, id) => `dashboard-v3/rows/${id}`,
  related: ['others'],
});

const fetchMock = stubFetch();
const answer = (body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(rowsApi.keys.list(), [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ]);
  client.setQueryData(['others', 'list'], []);
  client.setQueryData(['unrelated'], 1);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, wrapper, invalidated };
}

describe('entityApi', () => {
  it('useAction returns an answer that is not a row, and refreshes its own and the related lists', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () =>
        rowsApi.useAction(undefined, {
          call: (id: string) => fetch(`/api/dashboard-v3/rows/${id}/secret`, { method: 'POST' }).then((r) => r.json()),
        }),
      { wrapper },
    );
    answer({ secret: 's3cret' });
    await expect(result.current.mutateAsync('a')).resolves.toEqual({ secret: 's3cret' });
    expect(invalidated(rowsApi.keys.list())).toBe(true);
    expect(invalidated(['others', 'list'])).toBe(true);
    expect(invalidated(['unrelated'])).toBe(false);
  });

  it('useRemove takes the row out of the cached list and refreshes the related list', async () => {
    const { client, wrapper, invalidated } = setup();
    const { result } = renderHook(() => rowsApi.useRemove(undefined), { wrapper });
    answer({});
    await result.current.mutateAsync('a');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/dashboard-v3/rows/a');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
    expect(client.getQueryData(rowsApi.keys.list())).toEqual([{ id: 'b', name: 'B' }]);
    expect(invalidated(['others', 'list'])).toBe(true);
  });

  it('usePatch sends the changed fields with PATCH and puts the answer in place of the row', async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => rowsApi.usePatch<{ name: string }>(undefined), { wrapper });
    answer({ id: 'b', name: 'Bee' });
    await result.current.mutateAsync({ id: 'b', body: { name: 'Bee' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/dashboard-v3/rows/b');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH');
    expect(fetchMock.mock.calls[0][1]?.body).toBe(JSON.stringify({ name: 'Bee' }));
    expect(client.getQueryData(rowsApi.keys.list())).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'Bee' },
    ]);
  });

  it('listIn asks the list path for a window and keeps it under the list key, so a change refreshes it', async () => {
    const { client, wrapper, invalidated } = setup();
    const scoped = entityApi<Row, { portfolioId: string }>({
      key: 'scoped',
      schema: rowSchema,
      idOf: (r) => r.id,
      listPath: (s) => `dashboard-v3/portfolio/${s.portfolioId}/rows`,
    });
    const scope = { portfolioId: 'p1' };
    answer([{ id: 'a', name: 'A' }]);
    const rows = await client.fetchQuery(scoped.listIn(scope, 10, 20, { status: 'all' }));
    expect(rows).toEqual([{ id: 'a', name: 'A' }]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/dashboard-v3/portfolio/p1/rows?status=all&start-ts=10&end-ts=20');
    answer({ id: 'b', name: 'B' });
    const { result } = renderHook(() => scoped.useCreate<{ name: string }>(scope), { wrapper });
    await result.current.mutateAsync({ name: 'B' });
    expect(invalidated(scoped.listIn(scope, 10, 20).queryKey)).toBe(true);
  });

  it("history reads a row's changes with the domain history schema under the scope", async () => {
    const { client } = setup();
    const entry = { entity_id: 'a', version: 1, action: 'create', changed_at: 5, changed_by: 'a@b.c', changes: {} };
    answer([entry]);
    const query = rowsApi.history(undefined, 'a', 'dashboard-v3/rows/a/history');
    expect(query.queryKey).toEqual(['rows', 'history', 'a']);
    await expect(client.fetchQuery(query)).resolves.toHaveLength(1);
    answer({ not: 'a list' });
    await expect(client.fetchQuery(rowsApi.history(undefined, 'b', 'dashboard-v3/rows/b/history'))).rejects.toThrow();
  });
});
