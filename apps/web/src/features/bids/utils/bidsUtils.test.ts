import { describe, expect, it } from 'vitest';
import { applyEdits, createHistory, undo } from '@/features/dataTable/utils/editHistory';
import { countdownParts } from './countdown';
import { curveDiff } from './curveDiff';
import { curveFromTable, curveTableModel } from './curveTable';
import { heatLevels } from './heatLevels';

const curve = [
  { price: -500, volume: 0 },
  { price: 40, volume: 10 },
  { price: 80, volume: 30 },
];

describe('curve table', () => {
  const model = curveTableModel(curve, { titles: ['Price', 'Volume'], extraRows: 3, canEdit: true, lockReason: '' });
  it('reads back the points, an edited point sorted by price, and undo restores it', () => {
    expect(model.rowCount).toBe(6);
    let h = applyEdits(createHistory(), [{ row: 1, col: 0, value: 90 }], model.value);
    expect(curveFromTable(model, h).points.map((p) => p.price)).toEqual([-500, 80, 90]);
    h = applyEdits(h, [{ row: 4, col: 0, value: 100 }], model.value);
    expect(curveFromTable(model, h).incomplete).toEqual([4]);
    h = undo(undo(h));
    expect(curveFromTable(model, h).points).toEqual(curve);
  });
});

describe('curveDiff', () => {
  it('names removed, added and changed points per quarter-hour, leaving unchanged ones out', () => {
    const other = [curve, [curve[0]!, { price: 40, volume: 12 }, { price: 90, volume: 30 }]];
    expect(curveDiff([curve, curve], other)).toEqual([
      {
        unit: 1,
        removed: [{ price: 80, volume: 30 }],
        added: [{ price: 90, volume: 30 }],
        changed: [{ price: 40, from: 10, to: 12 }],
      },
    ]);
  });
});

describe('countdownParts', () => {
  it('shows days and hours, hours and minutes, minutes and seconds, then passed', () => {
    expect(countdownParts(26 * 3_600_000).text).toBe('1 d 2 h');
    expect(countdownParts(3 * 3_600_000 + 5 * 60_000).text).toBe('3 h 05 min');
    expect(countdownParts(12 * 60_000 + 30_000).text).toBe('12 min 30 s');
    expect(countdownParts(0)).toEqual({ passed: true, text: '' });
  });
});

describe('heatLevels', () => {
  it('spreads price levels over the inner prices and reads each quarter-hour at them', () => {
    const { prices, volumes } = heatLevels([curve, curve], 3);
    expect(prices).toEqual([80, 60, 40]);
    expect(volumes[1]).toEqual([20, 20]);
  });
});
