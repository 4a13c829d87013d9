import { lazy, Suspense } from 'react';
import { environmentsByName } from '@/app/environments';

// Most installations have one environment: the select loads only where it is shown.
const EnvironmentSelect = lazy(() => import('./EnvironmentSelect').then((m) => ({ default: m.EnvironmentSelect })));

/** Shown only when two or more environments exist, sorted by name. */
export function EnvironmentSelector({ env }: { env: string }) {
  if (environmentsByName().length < 2) return null;
  return (
    <Suspense fallback={null}>
      <EnvironmentSelect env={env} />
    </Suspense>
  );
}
