import { describe, expect, it } from 'vitest';
import { levelDevelopmentFrames } from './levelDevelopmentFrames';

describe('levelDevelopmentFrames', () => {
  it('draws the simulated level against the planned one, per reservoir with levels', () => {
    const frames = levelDevelopmentFrames({
      start: 0,
      step_seconds: 3600,
      run_id: null,
      crossings: [],
      notes: [],
      reservoirs: [
        { id: 'a', name: 'A', ts: [0, 1], content: [1, 2], level: [10, 11], spill: [0], planned_level: [10, null] },
        {
          id: 'b',
          name: 'B',
          ts: [0, 1],
          content: [1, 2],
          level: [null, null],
          spill: [0],
          planned_level: [null, null],
        },
      ],
    });
    expect(frames.map((f) => [f.key, f.kind, f.values])).toEqual([
      ['a|level|simulated', 'forecast', [10, 11]],
      ['a|level|plan', 'plan', [10, null]],
    ]);
  });
});
