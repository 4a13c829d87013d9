import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityApi } from './entityApi';
import { stubFetch } from './testing/stubFetch';

const rowSchema = z.object({ id: z.string(), name: z.string() });
type Row = z.infer<typeof rowSchema>;
const rowsApi = entityApi<Row>({
  key: 'rows',
  schema: rowSchema,
  idOf: (r) => r.id,
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
});
