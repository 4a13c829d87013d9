import { Skeleton } from '@mantine/core';
import type { PlantView } from '@penstock/domain';
import type { ReactNode } from 'react';
import { failureTexts, QueryView, type QueryLike } from '@/ui/QueryView';

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
      {...failureTexts(t, 'loadFailed')}
      empty={t('noPlants')}
      emptyTestId={emptyTestId}
    >
      {() => children}
    </QueryView>
  );
}
