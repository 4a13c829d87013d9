import { describe, expect, test } from 'vitest';
import { BAR_CHAR_PX, barLabelPlace } from './barLabel';

describe('barLabelPlace', () => {
  test('the whole name in the bar when it fits, after the bar when the row has room, else none: never "W..."', () => {
    const name = 'Winter revision';
    const need = name.length * BAR_CHAR_PX + 8;
    expect(barLabelPlace(name, need, 0)).toBe('inside');
    expect(barLabelPlace(name, need - 1, need)).toBe('after');
    expect(barLabelPlace(name, 30, need - 1)).toBe('none');
  });
});
