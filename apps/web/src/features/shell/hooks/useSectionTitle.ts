import { useTranslation } from 'react-i18next';
import { routeDefinition, type RouteName } from '@penstock/domain';

/** The translated section name of a route; the route table's English name is the fallback. */
export function useSectionTitle(name: RouteName | undefined): string | undefined {
  const { t } = useTranslation('shell');
  if (!name) return undefined;
  return t(`section.${name}`, { defaultValue: routeDefinition(name).section });
}
