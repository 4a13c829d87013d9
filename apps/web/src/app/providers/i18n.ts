import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@penstock/domain';
import { readLocal, writeLocal } from '@/app/localMemory';

/** Translation namespaces, each a folder of public/i18n (auth's texts live in their own folder). */
export const NAMESPACES = ['common', 'shell', 'auth'] as const;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** First choice: the last language used on this browser; then the browser's; else en-GB. */
function initialLocale(): Locale {
  const stored = readLocal('locale');
  if (isLocale(stored)) return stored;
  const browser = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  for (const lang of browser) {
    const match = LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase());
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export const i18nReady = i18next
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: initialLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    backend: { loadPath: '/i18n/{{ns}}/{{lng}}.json' },
    react: { useSuspense: true },
    returnNull: false,
  });

/** Switches the language and remembers it locally so the next start paints in it. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeLocal('locale', locale);
  document.documentElement.lang = locale;
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
}

export { i18next };
