import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchPatch } from '@/features/rangePicker/hooks/useSearchPatch';
import { EDIT_MODE_BASES, editModeOf } from '../utils/editModes';

/** CockpitEditMenu once its menu code has loaded (see useDeferredMenu): the target is its button. */
export function CockpitEditMenuFull({ target, defaultOpened }: { target: ReactElement; defaultOpened: boolean }) {
  const { t } = useTranslation('editing');
  const patch = useSearchPatch();
  return (
    <Menu position="bottom-end" width={260} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menu.actuals')}</Menu.Label>
        {EDIT_MODE_BASES.map((b) => (
          <Menu.Item key={b} onClick={() => patch({ edit: editModeOf(b, 'actual') })}>
            {t(`modes.${editModeOf(b, 'actual')}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('menu.plans')}</Menu.Label>
        {EDIT_MODE_BASES.map((b) => (
          <Menu.Item key={`${b}-plan`} onClick={() => patch({ edit: editModeOf(b, 'plan') })}>
            {t(`modes.${editModeOf(b, 'plan')}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
