import { Burger, Group } from '@mantine/core';
import { lazyPage } from '@/app/router/lazyPage';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { findEnvironment } from '@/app/environments';
import { useLocaleFromSettings } from '@/features/settings/hooks/useLocaleFromSettings';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { useNavCollapsed } from '../hooks/useNavCollapsed';
import { usePortfolioContext } from '../hooks/usePortfolioContext';
import { useShellNavigationKeys } from '../hooks/useShellNavigationKeys';
import { EnvironmentRibbon } from './EnvironmentRibbon';
import { EnvironmentSelector } from './EnvironmentSelector';
import { NavBar } from './NavBar';
import { TimezoneTag } from './TimezoneTag';
import { UserMenu } from './UserMenu';
import { Logo } from './Logo';
import './AppLayout.css';

// The dialogs load on first use: their forms are not part of the first screen's JavaScript.
const SettingsDialog = lazyPage(() =>
  import('@/features/settings/components/SettingsDialog').then((m) => ({ default: m.SettingsDialog })),
);
const ShortcutsDialog = lazyPage(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));

/** Mounted from the first open on, so later opens and closes keep their transitions. */
function useOnceOpened(opened: boolean) {
  const [once, setOnce] = useState(false);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/** The frame of every signed-in screen: header, left navigation, main area, dialogs and hotkeys. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [collapsedSetting, toggleCollapsed] = useNavCollapsed();
  // On phones the navigation is a full-width drawer: collapsing applies from the sm breakpoint up.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const collapsed = collapsedSetting && wide;
  const [mobileOpen, mobile] = useDisclosure(false);
  const [settingsOpen, settings] = useDisclosure(false);
  const [shortcutsOpen, shortcuts] = useDisclosure(false);
  const { env, portfolio } = usePortfolioContext();
  const { params } = useCurrentRoute();
  const { multiplePortfolios } = useShellNavigationKeys(shortcuts.open);
  const settingsMounted = useOnceOpened(settingsOpen);
  const shortcutsMounted = useOnceOpened(shortcutsOpen);
  useLocaleFromSettings();
  // Shown as soon as the screen is about a portfolio (no jump while the list loads); on screens
  // without one (empty portfolio) only once a portfolio to link to is known.
  const withNav = !!portfolio || !!params.portfolioId;
  const ribbon = findEnvironment(env)?.production === false;

  return (
    <div
      className="ps-shell"
      data-with-nav={withNav || undefined}
      data-collapsed={collapsed || undefined}
      data-mobile-open={mobileOpen || undefined}
      style={{ '--ps-header-h': `${ribbon ? 76 : 56}px` } as CSSProperties}
    >
      <a href="#main-content" className="skip-link">
        {t('skipToMain')}
      </a>
      <header className="ps-shell-header">
        <EnvironmentRibbon env={env} />
        <Group h={56} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {withNav && (
              <Burger
                className="ps-shell-burger"
                opened={mobileOpen}
                onClick={mobile.toggle}
                size="sm"
                aria-label={t('nav.toggleMobile')}
              />
            )}
            <Logo env={env} />
            <EnvironmentSelector env={env} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <TimezoneTag />
            <UserMenu onSettings={settings.open} onShortcuts={shortcuts.open} />
          </Group>
        </Group>
      </header>
      {withNav && (
        <nav className="ps-shell-navbar" aria-label={t('nav.label')}>
          <NavBar collapsed={collapsed} onToggle={toggleCollapsed} onNavigate={mobile.close} canCollapse={wide} />
        </nav>
      )}
      <main id="main-content" className="ps-shell-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        {settingsMounted && <SettingsDialog opened={settingsOpen} onClose={settings.close} />}
        {shortcutsMounted && (
          <ShortcutsDialog opened={shortcutsOpen} onClose={shortcuts.close} multiplePortfolios={multiplePortfolios} />
        )}
      </Suspense>
    </div>
  );
}
