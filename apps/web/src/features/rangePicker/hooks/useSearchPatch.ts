import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export type SearchPatch = Record<string, unknown>;

/**
 * Changes some query values of the current page and keeps the others (undefined or '' removes a
 * key). A new history entry by default, so Back returns to the previous range or tab.
 */
export function useSearchPatch() {
  const router = useRouter();
  return useCallback(
    (patch: SearchPatch, options: { replace?: boolean } = {}) => {
      const location = router.state.location;
      const search: Record<string, unknown> = { ...(location.search as Record<string, unknown>) };
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') delete search[key];
        else search[key] = value;
      }
      void router.navigate({ to: location.pathname, search, replace: options.replace } as never);
    },
    [router],
  );
}
