import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencySymbol, guessCurrency } from './currency.js';

describe('currency symbols', () => {
  it('knows the 36 codes of the spec and defaults to the euro', () => {
    expect(CURRENCY_CODES).toHaveLength(36);
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol(undefined)).toBe('€');
    expect(currencySymbol('XYZ')).toBe('XYZ');
  });
});

describe('guessCurrency', () => {
  it('uses the region of the locale first', () => {
    expect(guessCurrency({ locale: 'en-GB', timeZone: 'Europe/Vienna' })).toBe('GBP');
    expect(guessCurrency({ locale: 'en-US', timeZone: 'Europe/Oslo' })).toBe('USD');
    expect(guessCurrency({ locale: 'nb-NO' })).toBe('NOK');
    expect(guessCurrency({ locale: 'ja-JP' })).toBe('JPY');
    expect(guessCurrency({ locale: 'de-AT', timeZone: 'America/New_York' })).toBe('EUR');
  });
  it('then the time zone', () => {
    expect(guessCurrency({ locale: 'en', timeZone: 'Europe/London' })).toBe('GBP');
    expect(guessCurrency({ locale: 'en', timeZone: 'Europe/Oslo' })).toBe('NOK');
    expect(guessCurrency({ locale: 'en', timeZone: 'Asia/Tokyo' })).toBe('JPY');
    expect(guessCurrency({ locale: 'en', timeZone: 'America/Chicago' })).toBe('USD');
  });
  it('then the language', () => {
    expect(guessCurrency({ locale: 'ja', timeZone: 'UTC' })).toBe('JPY');
    expect(guessCurrency({ language: 'nb', timeZone: 'UTC' })).toBe('NOK');
  });
  it('defaults to EUR', () => {
    expect(guessCurrency({})).toBe('EUR');
    expect(guessCurrency({ locale: 'pt-BR', timeZone: 'America/Sao_Paulo' })).toBe('EUR');
    expect(guessCurrency({ locale: 'not a locale!' })).toBe('EUR');
  });
});
