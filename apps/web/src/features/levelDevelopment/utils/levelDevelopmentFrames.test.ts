import { describe, expect, it } from 'vitest';
import { buildChartData } from '@/features/series/utils/chartData';
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

  it("gives the simulated level a colour apart from the plan's, both on one axis and in the legend", () => {
    const result = {
      start: 0,
      step_seconds: 3600,
      run_id: null,
      crossings: [],
      notes: [],
      reservoirs: ['a', 'b'].map((id) => ({
        id,
        name: id.toUpperCase(),
        ts: [0, 1],
        content: [1, 2],
        level: [10, 11],
        spill: [0],
        planned_level: [10, 12],
      })),
    };
    const frames = levelDevelopmentFrames(result);
    const chart = buildChartData(frames, [], (f) => `${f.componentName} ${f.kind}`);
    const colours = chart.series.map((s) => s.colorIndex);
    expect(new Set(colours).size).toBe(4);
    expect(new Set(chart.series.filter((s) => s.unit === 'm a.s.l.').map((s) => s.scale)).size).toBe(2); // one axis per reservoir
    expect(chart.series.map((s) => s.label)).toEqual(['A forecast', 'A plan', 'B forecast', 'B plan']);
  });
});
