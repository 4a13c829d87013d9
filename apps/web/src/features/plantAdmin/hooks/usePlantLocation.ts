import { useRouter } from '@tanstack/react-router';
import { useScreen } from '@/app/router/useScreen';
import { movePlantLocation, plantLocationHref, readPlantLocation, type PlantLocation } from '../utils/plantLocation';

/**
 * The plant admin page's tab, subtab, component and view from the address, and `go` to change
 * them: each change is a new history entry, so Back returns to the previous tab, table or
 * component and every state can be bookmarked (see plantLocation for what each part means).
 */
export function usePlantLocation() {
  const { env, params, search } = useScreen('plantSettings');
  const router = useRouter();
  const location = readPlantLocation(params, search);
  const go = (patch: Partial<PlantLocation>, options: { replace?: boolean } = {}) =>
    void router.navigate({
      href: plantLocationHref(env, params, movePlantLocation(location, patch)),
      replace: options.replace,
    });
  return { ...location, go };
}
