import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { waterValueKeys } from '../api/waterValueKeys';
import { useTableFollowsRuns } from './useTableFollowsRuns';

const KEY = waterValueKeys.table('alpine', 'hochalm');

function setup(shownVersion: number | null) {
  const client = new QueryClient();
  client.setQueryData(KEY, { run_version: shownVersion });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () => client.getQueryState(KEY)!.isInvalidated;
  return { client, wrapper, invalidated };
}

describe('useTableFollowsRuns (issue 27 item 12)', () => {
  it('asks for the table again once a newer run than the one shown succeeded, once per run', () => {
    const { client, wrapper, invalidated } = setup(1);
    const { rerender } = renderHook(
      ({ done }: { done: { id: string; version: number } }) =>
        useTableFollowsRuns('alpine', 'hochalm', done, { isPending: false, shownVersion: 1 }),
      { wrapper, initialProps: { done: { id: 'r1', version: 1 } } },
    );
    expect(invalidated()).toBe(false);
    // Recompute finished: the runs list (polling) shows run 2 done, the table still run 1
    rerender({ done: { id: 'r2', version: 2 } });
    expect(invalidated()).toBe(true);
    // answered again (still run 1, say): not asked in a loop
    client.setQueryData(KEY, { run_version: 1 });
    rerender({ done: { id: 'r2', version: 2 } });
    expect(invalidated()).toBe(false);
  });

  it("a table that said 'none yet' is asked again when the first run is done", () => {
    const { wrapper, invalidated } = setup(null);
    renderHook(
      () =>
        useTableFollowsRuns('alpine', 'hochalm', { id: 'r1', version: 1 }, { isPending: false, shownVersion: null }),
      {
        wrapper,
      },
    );
    expect(invalidated()).toBe(true);
  });
});
