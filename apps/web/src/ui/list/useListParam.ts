import { useCallback, useMemo, useState } from 'react';
import { routeSearchKeys, type RouteName } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';

export type ListParamName = 'status' | 'search' | 'selected' | 'sortBy' | 'sortOrder';

/**
 * One piece of a list screen's state (status filter, search, selected row, sort column and order): in the URL's query when
 * the route table declares that key for the route (so it survives a reload and can be shared), else
 * in the component. Search and filter changes replace the history entry; a selection adds one.
 */
export function useListParam(
  route: RouteName,
  name: ListParamName,
): [string | undefined, (value: string | undefined) => void] {
  const screen = useScreen(route);
  const inUrl = useMemo(() => routeSearchKeys(route).includes(name), [route, name]);
  const [local, setLocal] = useState<string | undefined>(undefined);
  const { setSearch } = screen;
  const set = useCallback(
    (value: string | undefined) => {
      if (inUrl)
        (setSearch as (patch: Record<string, unknown>, o?: { replace?: boolean }) => void)(
          { [name]: value },
          { replace: name !== 'selected' },
        );
      else setLocal(value);
    },
    [inUrl, name, setSearch],
  );
  const fromUrl = (screen.search as Record<string, unknown>)[name];
  return [inUrl ? (typeof fromUrl === 'string' ? fromUrl : undefined) : local, set];
}
