export const LOCALES = ['en-US', 'en-GB', 'es-ES', 'pt-PT', 'de-DE', 'no-NO', 'fi-FI'] as const;
export type Locale = (typeof LOCALES)[number];
/** Only the English variants are fully translated; the others show a not-fully-supported warning. */
export const isFullySupportedLocale = (l: Locale) => l.startsWith('en-');
export const LOCALE_LABELS: Record<Locale, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'es-ES': 'Español',
  'pt-PT': 'Português',
  'de-DE': 'Deutsch',
  'no-NO': 'Norsk',
  'fi-FI': 'Suomi',
};
