import { describe, expect, test } from 'vitest';
import { visibleLabels } from './labelPlacement';

describe('visibleLabels', () => {
  test('far apart labels all show', () => {
    const shown = visibleLabels([
      { id: 'a', x: 0, y: 0, text: 'Alpha' },
      { id: 'b', x: 0, y: 100, text: 'Beta' },
    ]);
    expect([...shown]).toEqual(['a', 'b']);
  });
  test('an overlapping label is hidden, the first one wins', () => {
    const shown = visibleLabels([
      { id: 'first', x: 10, y: 10, text: 'Brunnau' },
      { id: 'second', x: 0, y: 12, text: 'Innau' },
    ]);
    expect([...shown]).toEqual(['first']);
  });
});
