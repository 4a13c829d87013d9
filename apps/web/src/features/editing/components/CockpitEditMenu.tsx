import { Button } from '@mantine/core';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/app/router/lazyPage';
import { useDeferredMenu } from '@/ui/useDeferredMenu';

const loadCockpitEditMenuFull = () => import('./CockpitEditMenuFull');
const CockpitEditMenuFull = lazyPage(() => loadCockpitEditMenuFull().then((m) => ({ default: m.CockpitEditMenuFull })));

/** The cockpit's Edit menu: opens one of the twelve edit modes (query `edit`). */
export function CockpitEditMenu() {
  const { t } = useTranslation('editing');
  const menu = useDeferredMenu(loadCockpitEditMenuFull);
  // Until the first click the button itself fetches the menu's code on hover and opens it on click.
  const target = (deferred: boolean) => (
    <Button
      variant="light"
      leftSection={<IconPencil size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...(deferred ? menu.targetProps : {})}
    >
      {t('menu.button')}
    </Button>
  );
  if (!menu.opened) return target(true);
  return (
    <Suspense fallback={target(true)}>
      <CockpitEditMenuFull target={target(false)} defaultOpened />
    </Suspense>
  );
}
