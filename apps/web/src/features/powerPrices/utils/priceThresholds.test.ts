import { describe, expect, test } from 'vitest';
import { testFrame } from '../../series/utils/testFrame';
import { aboveThresholdFrame, countAbove, parseThreshold, withThreshold } from './priceThresholds';

const frame = testFrame({
  quantity: 'price',
  kind: 'actual',
  unit: 'EUR/MWh',
  time: [0, 1, 2, 3],
  values: [50, 120, null, 100],
});

describe('price thresholds', () => {
  test('only hours strictly above the threshold are highlighted and counted', () => {
    expect(aboveThresholdFrame(frame, 100, 'Above').values).toEqual([null, 120, null, null]);
    expect(aboveThresholdFrame(frame, 100, 'Above').componentName).toBe('Above');
    expect(countAbove(frame, 100)).toBe(1);
    expect(countAbove(frame, 0)).toBe(3);
    expect(countAbove(undefined, 0)).toBe(0);
  });
  test('thresholds are numbers >= 0; empty removes the threshold', () => {
    expect(parseThreshold('120,5')).toEqual({ value: 120.5, problem: null });
    expect(parseThreshold('0')).toEqual({ value: 0, problem: null });
    expect(parseThreshold('-1').problem).toBe('negative');
    expect(parseThreshold('abc').problem).toBe('notANumber');
    expect(parseThreshold(' ')).toEqual({ value: null, problem: null });
    expect(withThreshold({ a: 1, b: 2 }, 'a', null)).toEqual({ b: 2 });
    expect(withThreshold({}, 'a', 3)).toEqual({ a: 3 });
  });
});

import { dayAheadFrame, priceFrameRole } from './priceFrameLabel';

describe('price frame roles', () => {
  test('realised by quantity, forecast by kind, else day-ahead', () => {
    expect(priceFrameRole({ quantity: 'realized_price', kind: 'actual' })).toBe('realised');
    expect(priceFrameRole({ quantity: 'price', kind: 'forecast' })).toBe('forecast');
    expect(priceFrameRole({ quantity: 'price', kind: 'actual' })).toBe('dayAhead');
    expect(dayAheadFrame([{ ...frame, quantity: 'realized_price' }, frame])).toBe(frame);
  });
});
