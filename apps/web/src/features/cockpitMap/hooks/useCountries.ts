import { useQuery } from '@tanstack/react-query';
import { cockpitMapKeys } from '../api/cockpitMapKeys';
import { loadCountries } from '../utils/loadCountries';

/** The country outlines; a static asset, so it is loaded once and never refetched. */
export const useCountries = () =>
  useQuery({
    queryKey: cockpitMapKeys.countries(),
    queryFn: loadCountries,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
