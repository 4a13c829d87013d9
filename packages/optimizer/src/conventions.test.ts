// Conventions of the optimiser's source (issue 22): no import cycles, and the LP's parts never
// import one another (they meet only in lp/, through the build context).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, partOf, partViolations } from './testing/importGraph.js';

const graph = importGraph(fileURLToPath(new URL('.', import.meta.url)));

describe('optimiser conventions', () => {
  it('reads the imports of every file', () => {
    expect(graph.get('buildLp.ts')).toContain('lpParts.ts');
    expect(graph.get('parts/units.ts')).toContain('lp/lpPart.ts');
    expect(graph.size).toBeGreaterThan(60);
  });

  it('has no import cycle', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const g = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(findCycle(g)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });

  it('keeps every part out of the other parts and lp/ out of all parts', () => {
    expect(partViolations(graph)).toEqual([]);
    expect(partOf('parts/constraints/unitKinds.ts')).toBe('constraints');
    expect(partOf('parts/units.ts')).toBe('units');
    expect(
      partViolations(
        new Map([
          ['parts/ramps.ts', ['parts/units.ts', 'lp/terms.ts']],
          ['parts/constraints/a.ts', ['parts/constraints/b.ts']],
          ['lp/terms.ts', ['parts/onOff.ts']],
          ['parts/ramps.test.ts', ['parts/units.ts']],
        ]),
      ),
    ).toEqual(['parts/ramps.ts imports parts/units.ts', 'lp/terms.ts imports parts/onOff.ts']);
  });
});
