import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchPatch } from '@/features/rangePicker/hooks/useSearchPatch';
import { EDIT_MODE_BASES, editModeOf } from '../utils/editModes';

/** The cockpit's Edit menu: opens one of the twelve edit modes (query `edit`). */
export function CockpitEditMenu() {
  const { t } = useTranslation('editing');
  const patch = useSearchPatch();
  return (
    <Menu position="bottom-end" width={260}>
      <Menu.Target>
        <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          {t('menu.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menu.actuals')}</Menu.Label>
        {EDIT_MODE_BASES.map((b) => (
          <Menu.Item key={b} onClick={() => patch({ edit: editModeOf(b, 'actual') })}>{t(`modes.${editModeOf(b, 'actual')}`)}</Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('menu.plans')}</Menu.Label>
        {EDIT_MODE_BASES.map((b) => (
          <Menu.Item key={`${b}-plan`} onClick={() => patch({ edit: editModeOf(b, 'plan') })}>{t(`modes.${editModeOf(b, 'plan')}`)}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
