import { describe, expect, test } from 'vitest';
import type { DataFrame } from '../../series/utils/dataFrame';
import { testFrame } from '../../series/utils/testFrame';
import { lastValue, plantFigures, sumValues, totalFigures } from './overviewFigures';

const frame = (
  componentId: string | null,
  quantity: string,
  kind: 'actual' | 'plan',
  values: (number | null)[],
): DataFrame => testFrame({ componentId, quantity, kind, values, time: values.map((_, i) => i) });

describe('overview figures', () => {
  test('sums skip gaps; a frame without values is null, not 0', () => {
    expect(sumValues(frame(null, 'energy', 'actual', [1, null, 2]))).toBe(3);
    expect(sumValues(frame(null, 'energy', 'actual', [null]))).toBeNull();
    expect(lastValue(frame(null, 'content', 'actual', [5, 7, null]))).toBe(7);
  });
  test('a plant: its own actual energy, the plant total revenue, the captured price, content of every reservoir', () => {
    const f = plantFigures({
      plantViewId: 'a',
      generation: [
        frame('a', 'energy', 'actual', [10, 30]),
        frame('a', 'energy', 'plan', [99]),
        frame(null, 'energy', 'actual', [1000]),
      ],
      revenue: [frame('a.t1', 'revenue', 'actual', [999]), frame(null, 'revenue', 'actual', [1000, 2000])],
      waterContent: [
        frame('r1', 'content', 'actual', [1, 2]),
        frame('r2', 'content', 'actual', [3, null]),
        frame('r1', 'level', 'actual', [500]),
      ],
      inflowM3: 1e6,
    });
    expect(f).toEqual({
      generationMWh: 40,
      revenueEUR: 3000,
      reserveRevenueEUR: null,
      averagePrice: 75,
      waterContentM3: 5,
      inflowM3: 1e6,
    });
  });
  test('missing data stays null; totals take the price from the sums', () => {
    const a = plantFigures({
      plantViewId: 'a',
      generation: undefined,
      revenue: undefined,
      waterContent: undefined,
      inflowM3: undefined,
    });
    expect(a.averagePrice).toBeNull();
    const t = totalFigures([
      {
        generationMWh: 10,
        revenueEUR: 500,
        reserveRevenueEUR: 120,
        averagePrice: 50,
        waterContentM3: null,
        inflowM3: 1,
      },
      {
        generationMWh: 30,
        revenueEUR: 3500,
        reserveRevenueEUR: null,
        averagePrice: 116,
        waterContentM3: 4,
        inflowM3: null,
      },
      a,
    ]);
    expect(t).toEqual({
      generationMWh: 40,
      revenueEUR: 4000,
      reserveRevenueEUR: 120,
      averagePrice: 100,
      waterContentM3: 4,
      inflowM3: 1,
    });
  });
});
