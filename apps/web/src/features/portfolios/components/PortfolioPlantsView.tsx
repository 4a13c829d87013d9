import { Skeleton } from '@mantine/core';
import type { PlantView } from '@penstock/domain';
import type { ReactNode } from 'react';
import { QueryView, type QueryLike } from '@/ui/QueryView';

/**
 * A portfolio screen's content once the portfolio's plants have loaded: a short skeleton before,
 * the area's `loadFailed` with `retry`, and its `noPlants` text (`emptyTestId`) for a portfolio
 * without plants.
 */
export function PortfolioPlantsView({
  query,
  t,
  emptyTestId,
  children,
}: {
  query: QueryLike<PlantView[]>;
  t: (key: string) => string;
  emptyTestId: string;
  children: ReactNode;
}) {
  return (
    <QueryView
      query={query}
      pending={<Skeleton h={40} />}
      errorText={t('loadFailed')}
      retryLabel={t('retry')}
      empty={t('noPlants')}
      emptyTestId={emptyTestId}
    >
      {() => children}
    </QueryView>
  );
}
