import { describe, expect, test } from 'vitest';
import { elkPositions, toElkGraph } from './elkGraph';

describe('toElkGraph', () => {
  test('one 50 px child per node and one edge per edge', () => {
    const g = toElkGraph({
      nodes: [
        {
          id: 'a',
          kind: 'reservoir',
          label: 'A',
          componentType: 'RESERVOIR',
          memberIds: ['a'],
          groupKey: null,
          folded: false,
          external: false,
        },
        {
          id: 'b',
          kind: 'turbine',
          label: 'B',
          componentType: 'TURBINE',
          memberIds: ['b'],
          groupKey: null,
          folded: false,
          external: false,
        },
      ],
      edges: [{ id: 'a->b', source: 'a', target: 'b' }],
    });
    expect(g.children).toEqual([
      { id: 'a', width: 50, height: 50 },
      { id: 'b', width: 50, height: 50 },
    ]);
    expect(g.edges).toEqual([{ id: 'a->b', sources: ['a'], targets: ['b'] }]);
    expect(g.layoutOptions?.['elk.direction']).toBe('DOWN');
  });
  test('positions default to 0 when ELK leaves them out', () => {
    expect(elkPositions({ id: 'root', children: [{ id: 'a', x: 5 }] }).get('a')).toEqual({ x: 5, y: 0 });
  });
});
