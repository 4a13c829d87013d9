import { Alert, Combobox, InputBase, Stack, useCombobox } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isFullySupportedLocale, LOCALE_LABELS, LOCALES, type Locale } from '@penstock/domain';
import { changeLocale, isLocale } from '@/app/providers/i18n';
import { useUserSettings } from '../api/getUserSettings';
import { useUpdateUserSetting } from '../api/putUserSetting';

/**
 * Language select: switches at once and saves the `locale` setting; a failed save switches back.
 * Built on Combobox with a read-only text input (seven options need no search box: the spec's
 * dropdowns search from more than 8 options).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  const settings = useUserSettings();
  // The language shown before the last change, to switch back to when saving it fails.
  const before = useRef<Locale>(DEFAULT_LOCALE);
  const update = useUpdateUserSetting('locale', () => void changeLocale(before.current));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const value: Locale = settings.data?.locale ?? (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

  const choose = (next: string) => {
    combobox.closeDropdown();
    if (!isLocale(next) || next === value) return;
    before.current = value;
    void changeLocale(next);
    update.mutate(next);
  };

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
        <Combobox.Target>
          <InputBase
            label={t('settings.language')}
            readOnly
            pointer
            value={LOCALE_LABELS[value]}
            disabled={settings.isPending}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options>
            {LOCALES.map((l) => (
              <Combobox.Option value={l} key={l} active={l === value} lang={l}>
                {LOCALE_LABELS[l]}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {!isFullySupportedLocale(value) && (
        <Alert color="caution" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t('settings.notFullySupported')}
        </Alert>
      )}
    </Stack>
  );
}
