import { describe, expect, test } from 'vitest';
import { figureDisplay } from './figureDisplay';

describe('figureDisplay', () => {
  test('volumes in Mm³, currency in place of EUR, digits by size', () => {
    expect(figureDisplay(141_532_095, 'm3', 'EUR', 'en-GB')).toEqual({ text: '141.5', unit: 'Mm³' });
    expect(figureDisplay(12.3456, 'm3/s', 'EUR', 'en-GB')).toEqual({ text: '12.35', unit: 'm³/s' });
    expect(figureDisplay(4_584_020.1, 'EUR', 'CHF', 'en-GB')).toEqual({ text: '4,584,020', unit: 'CHF' });
    expect(figureDisplay(0.12345, 'EUR/MWh', 'EUR', 'en-GB')).toEqual({ text: '0.123', unit: '€/MWh' });
    expect(figureDisplay(812.5, 'EUR/MWh', 'NOK', 'en-GB')).toEqual({ text: '812.5', unit: 'kr/MWh' });
  });
  test('a missing figure is a dash, never 0', () => {
    expect(figureDisplay(null, 'MWh', 'EUR').text).toBe('–');
  });
});
