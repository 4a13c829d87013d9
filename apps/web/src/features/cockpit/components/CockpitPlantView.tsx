import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryView, type QueryLike } from '@/ui/QueryView';

/**
 * The plant of the cockpit's route, for the charts and the editor alike: `pending` while the
 * portfolio's plants load, their failure with Retry, a caution alert when the route names a plant
 * the portfolio does not have, else `children` with the plant.
 */
export function CockpitPlantView<P>(props: {
  query: QueryLike<P | null>;
  pending: ReactNode;
  failed: string;
  notFound: string;
  children: (plant: P) => ReactNode;
}) {
  return (
    <QueryView
      query={props.query}
      pending={props.pending}
      errorText={props.failed}
      empty={
        <Alert color="caution" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {props.notFound}
        </Alert>
      }
    >
      {props.children}
    </QueryView>
  );
}
