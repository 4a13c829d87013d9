/** Currency symbols known to the product (spec 1 section 3); unknown codes fall back to the code. */
export const CURRENCY_SYMBOLS = {
  USD: '$',
  EUR: '€',
  JPY: '¥',
  GBP: '£',
  CNY: '¥',
  AUD: 'A$',
  CAD: 'C$',
  CHF: 'CHF',
  HKD: 'HK$',
  SGD: 'S$',
  SEK: 'kr',
  KRW: '₩',
  NOK: 'kr',
  NZD: 'NZ$',
  INR: '₹',
  MXN: 'MX$',
  TWD: 'NT$',
  ZAR: 'R',
  BRL: 'R$',
  DKK: 'kr',
  PLN: 'zł',
  THB: '฿',
  ILS: '₪',
  IDR: 'Rp',
  CZK: 'Kč',
  AED: 'د.إ',
  TRY: '₺',
  HUF: 'Ft',
  CLP: 'CLP$',
  SAR: '﷼',
  PHP: '₱',
  MYR: 'RM',
  COP: 'COL$',
  RUB: '₽',
  RON: 'lei',
  ARS: 'AR$',
} as const;
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCY_CODES = Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[];
export const DEFAULT_CURRENCY = 'EUR' as const;

export const currencySymbol = (code: string | null | undefined): string =>
  code && code in CURRENCY_SYMBOLS ? CURRENCY_SYMBOLS[code as CurrencyCode] : (code ?? CURRENCY_SYMBOLS.EUR);

export type GuessedCurrency = 'EUR' | 'GBP' | 'USD' | 'NOK' | 'JPY';

const EURO_REGIONS = new Set(
  'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AD MC SM VA ME XK'.split(' '),
);
const REGION_CURRENCY: Record<string, GuessedCurrency> = { GB: 'GBP', US: 'USD', NO: 'NOK', JP: 'JPY' };

function fromRegion(region: string | undefined): GuessedCurrency | null {
  if (!region) return null;
  const r = region.toUpperCase();
  return REGION_CURRENCY[r] ?? (EURO_REGIONS.has(r) ? 'EUR' : null);
}

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

function fromZone(zone: string | undefined): GuessedCurrency | null {
  if (!zone) return null;
  if (zone === 'Europe/London' || zone === 'Europe/Belfast') return 'GBP';
  if (zone === 'Europe/Oslo' || zone === 'Arctic/Longyearbyen') return 'NOK';
  if (zone === 'Asia/Tokyo') return 'JPY';
  if (
    /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Indiana|Kentucky|Boise)|Pacific\/Honolulu|US\/)/.test(
      zone,
    )
  )
    return 'USD';
  return null;
}

function fromLanguage(language: string | undefined): GuessedCurrency | null {
  const lang = language?.toLowerCase().split('-')[0];
  if (lang === 'ja') return 'JPY';
  if (lang === 'nb' || lang === 'nn' || lang === 'no') return 'NOK';
  return null;
}

/**
 * Guesses a default currency (EUR, GBP, USD, NOK or JPY). Order: the region written in the
 * browser locale (en-GB -> GBP), then the time zone (Europe/Oslo -> NOK), then the language,
 * including the likely region of a bare language tag (ja -> JP); otherwise the euro.
 */
export function guessCurrency(input: { locale?: string; timeZone?: string; language?: string }): GuessedCurrency {
  const explicitRegion = input.locale ? /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(input.locale)?.[1] : undefined;
  return (
    fromRegion(explicitRegion) ??
    fromZone(input.timeZone) ??
    fromLanguage(input.language ?? input.locale) ??
    fromRegion(input.locale ? regionOf(input.locale) : undefined) ??
    DEFAULT_CURRENCY
  );
}
