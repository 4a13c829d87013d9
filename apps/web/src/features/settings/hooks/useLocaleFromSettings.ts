import { useEffect } from 'react';
import { changeLocale } from '@/app/providers/i18n';
import { useUserSettings } from '../api/getUserSettings';

/** Applies the signed-in user's saved language once the settings arrive. */
export function useLocaleFromSettings(): void {
  const { data } = useUserSettings();
  const locale = data?.locale;
  useEffect(() => {
    if (locale) void changeLocale(locale);
  }, [locale]);
}
