import { Suspense } from 'react';
import { lazyPage } from '@/app/router/lazyPage';
import { environmentsByName } from '@/app/environments';

// Most installations have one environment: the select loads only where it is shown.
const EnvironmentSelect = lazyPage(() => import('./EnvironmentSelect').then((m) => ({ default: m.EnvironmentSelect })));

/** Shown only when two or more environments exist, sorted by name. */
export function EnvironmentSelector({ env }: { env: string }) {
  if (environmentsByName().length < 2) return null;
  return (
    <Suspense fallback={null}>
      <EnvironmentSelect env={env} />
    </Suspense>
  );
}
