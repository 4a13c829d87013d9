import { Badge, Divider, NavLink, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionsFor } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePlantViews } from '@/features/portfolios/api/getPlantViews';
import { RouterAnchor } from '@/ui/RouterAnchor';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { usePortfolioContext } from '../hooks/usePortfolioContext';
import { NAV_ICONS } from '../utils/navIcons';
import { visibleNavEntries, type NavEntry, type NavGroup } from '../utils/navEntries';
import { routeHref } from '../utils/routeHref';
import { SupportFooter } from './SupportFooter';

const GROUPS: NavGroup[] = ['main', 'operations', 'administration'];

/** Left navigation with the permission rules, "new" badges, Collapse/Expand and the support footer. */
export function NavBar({
  collapsed,
  onToggle,
  onNavigate,
  canCollapse = true,
}: {
  collapsed: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
  canCollapse?: boolean;
}) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const current = useCurrentRoute();
  const { env, portfolio, plantViewId: lastPlant } = usePortfolioContext();
  const plants = usePlantViews(portfolio?.id);
  // The plant on screen or last viewed; else the portfolio's first plant.
  const plantViewId = lastPlant ?? plants.data?.[0]?.id;
  const entries = visibleNavEntries(permissionsFor({ isAdmin: !!user?.isAdmin }));

  const hrefOf = (e: NavEntry): string | null => {
    if (e.needsPlant && !plantViewId) return null;
    try {
      return routeHref(
        env,
        e.route,
        { portfolioId: portfolio?.id, plantViewId: e.withPlant ? plantViewId : undefined },
        current.search,
      );
    } catch {
      return null; // a required id (portfolio, plant) is not known yet
    }
  };

  const renderEntry = (e: NavEntry) => {
    const Icon = NAV_ICONS[e.key];
    const label = t(`nav.${e.key}`);
    const href = hrefOf(e);
    const active = current.name === e.route || (!!current.name && !!e.alsoActiveOn?.includes(current.name));
    const badge =
      e.isNew && !collapsed ? (
        <Badge size="xs" variant="light" color="accent">
          {t('nav.new')}
        </Badge>
      ) : undefined;
    const common = {
      label: collapsed ? undefined : label,
      'aria-label': collapsed ? label : undefined,
      leftSection: <Icon size={20} stroke={1.6} aria-hidden />,
      rightSection: badge,
      variant: 'light' as const,
    };
    if (!href) {
      // Focusable (so the tooltip explaining why can be reached) but inert; readable contrast.
      return (
        <Tooltip
          key={e.key}
          label={collapsed ? `${label}: ${t('nav.needsPlant')}` : t('nav.needsPlant')}
          position="right"
          withArrow
        >
          <NavLink
            component="button"
            aria-disabled="true"
            onClick={(ev) => ev.preventDefault()}
            c="gray.7"
            style={{ cursor: 'not-allowed' }}
            {...common}
          />
        </Tooltip>
      );
    }
    const link = (
      <NavLink
        key={e.key}
        component={RouterAnchor}
        href={href}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        {...common}
      />
    );
    return collapsed ? (
      <Tooltip key={e.key} label={e.isNew ? `${label} (${t('nav.new')})` : label} position="right" withArrow>
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  // The open screen's entry in sight: on a short window the Administration entries lie below the fold
  // (again once the entries arrive: the admin's come with the session).
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [current.name, entries.length]);

  return (
    <>
      <ScrollArea className="ps-shell-navbar-scroll" viewportRef={viewport}>
        <Stack gap={2} p="xs">
          {GROUPS.map((group) => {
            const inGroup = entries.filter((e) => e.group === group);
            if (!inGroup.length) return null;
            return (
              <div key={group} role="group" aria-label={group === 'main' ? t('nav.label') : t(`nav.group.${group}`)}>
                {group !== 'main' &&
                  (collapsed ? (
                    <Divider my="xs" />
                  ) : (
                    <Text size="xs" fw={700} tt="uppercase" c="secondary.7" px="sm" pt="md" pb={4}>
                      {t(`nav.group.${group}`)}
                    </Text>
                  ))}
                {inGroup.map(renderEntry)}
              </div>
            );
          })}
        </Stack>
      </ScrollArea>
      <div className="ps-shell-navbar-footer">
        {!collapsed && <SupportFooter />}
        {canCollapse && (
          <UnstyledButton
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            w="100%"
            p="xs"
            style={{ display: 'flex', alignItems: 'center', gap: 8, borderRadius: 4 }}
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
            {!collapsed && <Text size="sm">{t('nav.collapse')}</Text>}
          </UnstyledButton>
        )}
      </div>
    </>
  );
}
