import { Button } from '@mantine/core';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/app/router/lazyPage';
import { useDeferredMenu } from '@/ui/useDeferredMenu';

const CockpitEditMenuFull = lazyPage(() => import('./CockpitEditMenuFull').then((m) => ({ default: m.CockpitEditMenuFull })));

/** The cockpit's Edit menu: opens one of the twelve edit modes (query `edit`). */
export function CockpitEditMenu() {
  const { t } = useTranslation('editing');
  const menu = useDeferredMenu();
  // Until the menu has loaded the button itself notes hover, focus and click (a click opens the menu).
  const target = (deferred: boolean) => (
    <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} {...(deferred ? menu.targetProps : {})}>
      {t('menu.button')}
    </Button>
  );
  if (!menu.loaded) return target(true);
  return (
    <Suspense fallback={target(true)}>
      <CockpitEditMenuFull target={target(false)} defaultOpened={menu.openOnLoad} />
    </Suspense>
  );
}
