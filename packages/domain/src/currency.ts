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

// Money units live here, not in market.ts, so the cockpit's unit formatting does not pull in classic
// zod (market.ts's schemas): the cockpit's JavaScript budget (e2e/cockpit.test.ts).
/** A money unit in a currency: moneyUnit('EUR/MWh', 'NOK') = 'NOK/MWh' (money is stored and computed in the plant's currency; units on the wire say which). */
export const moneyUnit = (unit: string, currencyCode: string): string => unit.replace(/\bEUR\b/g, currencyCode);

/** A wire unit as a screen writes money: 'NOK/MWh' -> 'kr/MWh', 'EUR' -> '€' (spec 1 section 3 symbols; unknown codes stay). */
export const symbolUnit = (unit: string): string =>
  unit.replace(/\b[A-Z]{3}\b/g, (code) => ((CURRENCY_CODES as string[]).includes(code) ? currencySymbol(code) : code));

/**
 * Sums of money across plants of different currencies are refused, never added (issue 27: no rate is
 * kept, so no conversion). The one currency of the plants, or the refusal's detail.
 */
export function commonCurrency(
  plants: ReadonlyArray<{ name: string; currency: string }>,
): { ok: true; currency: string } | { ok: false; detail: string } {
  const codes = [...new Set(plants.map((p) => p.currency))];
  if (codes.length <= 1) return { ok: true, currency: codes[0] ?? 'EUR' };
  const by = codes.map(
    (c) =>
      `${c} (${plants
        .filter((p) => p.currency === c)
        .map((p) => p.name)
        .join(', ')})`,
  );
  return {
    ok: false,
    detail: `The portfolio's plants are priced in different currencies: ${by.join('; ')}. Money is not summed across currencies; look at each plant, or keep one currency per portfolio.`,
  };
}
