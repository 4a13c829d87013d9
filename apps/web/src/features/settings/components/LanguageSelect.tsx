import { Alert, Select, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isFullySupportedLocale, LOCALE_LABELS, LOCALES, type Locale } from '@penstock/domain';
import { changeLocale, isLocale } from '@/app/providers/i18n';
import { useUserSettings } from '../api/getUserSettings';
import { useUpdateUserSetting } from '../api/putUserSetting';

/** Language select: switches at once and saves the `locale` setting; a failed save switches back. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  const settings = useUserSettings();
  const update = useUpdateUserSetting('locale', (previous) => void changeLocale(previous));
  const value: Locale = settings.data?.locale ?? (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

  const onChange = (next: string | null) => {
    if (!isLocale(next) || next === value) return;
    void changeLocale(next);
    update.mutate(next);
  };

  return (
    <Stack gap="xs">
      <Select
        label={t('settings.language')}
        data={LOCALES.map((l) => ({ value: l, label: LOCALE_LABELS[l] }))}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        disabled={settings.isPending}
        comboboxProps={{ withinPortal: true }}
      />
      {!isFullySupportedLocale(value) && (
        <Alert color="caution" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t('settings.notFullySupported')}
        </Alert>
      )}
    </Stack>
  );
}
