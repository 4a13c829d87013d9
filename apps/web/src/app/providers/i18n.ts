import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@penstock/domain';
import { readLocal, writeLocal } from '@/app/localMemory';
import { fetchBackend } from './fetchBackend';

/** Translation namespaces, each a folder of public/i18n (auth's texts live in their own folder). */
export const NAMESPACES = ['common', 'shell', 'auth'] as const;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The last language used on this browser, else en-GB. The browser's own language is deliberately
 * not guessed: the spec makes en-GB the default, and the user's saved `locale` setting takes over
 * as soon as they sign in. (The warning about partial translations stays in English on purpose:
 * it is read by someone who just picked a language that is not fully translated.)
 */
function initialLocale(): Locale {
  const stored = readLocal('locale');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const i18nReady = i18next
  .use(fetchBackend)
  .use(initReactI18next)
  .init({
    lng: initialLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    showSupportNotice: false,
  });

i18next.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** The language asked for last; an older request that finishes loading later must not win. */
let requested: Locale | null = null;

/** Switches the language (after its texts are loaded) and remembers it locally for the next start. */
export async function changeLocale(locale: Locale, attempt = 0): Promise<void> {
  requested = locale;
  writeLocal('locale', locale);
  await i18next.loadLanguages(locale);
  if (requested !== locale) return;
  await i18next.changeLanguage(locale);
  // A newer request may have finished first and been overwritten by this one: settle on the newest.
  if (requested !== null && requested !== i18next.language && attempt < 3) await changeLocale(requested, attempt + 1);
}

export { i18next };
