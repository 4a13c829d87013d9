import { Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { NAV_ENTRIES } from '../utils/navEntries';
import { routeHref } from '../utils/routeHref';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { useSectionTitle } from '../hooks/useSectionTitle';
import { PlantPicker } from './PlantPicker';
import { PortfolioPicker } from './PortfolioPicker';

/** Breadcrumb (group > portfolio picker > plant picker) and the screen title (or `title`, e.g. the person a user page shows). */
export function PageHeader({ actions, title: own }: { actions?: ReactNode; title?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { name, definition, params, env = 'en' } = useCurrentRoute();
  const section = useSectionTitle(name);
  const title = own ?? section;
  if (!definition) return null;
  const entry = NAV_ENTRIES.find((e) => e.route === name || (name && e.alsoActiveOn?.includes(name)));
  const takesPlant = definition.params.some((p) => p.name === 'plantViewId');
  const crumbs: ReactNode[] = [];
  if (entry && entry.group !== 'main')
    crumbs.push(
      <Text key="group" size="sm" c="dimmed">
        {t(`nav.group.${entry.group}`)}
      </Text>,
    );
  // an administration screen below a list (a portfolio's plants, a user) links back to that list
  if (entry && entry.group === 'administration' && entry.route !== name)
    crumbs.push(
      <Anchor key="entry" component={RouterAnchor} href={routeHref(env, entry.route, params)} size="sm">
        {t(`nav.${entry.key}`)}
      </Anchor>,
    );
  if (definition.needsPortfolio) crumbs.push(<PortfolioPicker key="portfolio" portfolioId={params.portfolioId} />);
  if (takesPlant && params.portfolioId)
    crumbs.push(<PlantPicker key="plant" portfolioId={params.portfolioId} plantViewId={params.plantViewId} />);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        {crumbs.length > 0 && (
          <nav aria-label={t('breadcrumb')}>
            <Breadcrumbs separatorMargin={4}>{crumbs}</Breadcrumbs>
          </nav>
        )}
        <Title order={1} size="h2" mt={4}>
          {title}
        </Title>
      </div>
      {actions}
    </Group>
  );
}
