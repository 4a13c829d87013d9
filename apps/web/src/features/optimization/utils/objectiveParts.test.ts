import { describe, expect, it } from 'vitest';
import { objectiveParts } from './objectiveParts';

const summary = { generation_mwh: 1200, revenue_eur: 4_350_000, terminal_value_eur: 22_200_000, start: 0, end: 1 };

describe('objective parts', () => {
  it('splits the objective into market revenue, water left at the end and penalties that sum to it', () => {
    const p = objectiveParts({ objective: 26_500_000, summary: { ...summary, penalty_eur: 50_000 } })!;
    expect(p).toEqual({ revenue: 4_350_000, endWater: 22_200_000, penalties: 50_000, objective: 26_500_000 });
    expect(p.revenue + p.endWater - p.penalties).toBe(p.objective);
  });

  it('derives the penalties of older runs as the remainder, and has no parts without a summary', () => {
    const p = objectiveParts({ objective: 26_500_000, summary })!;
    expect(p.penalties).toBe(50_000);
    expect(objectiveParts({ objective: null, summary: null })).toBeNull();
  });

  it('names the long-term run whose cuts valued the water left, split into contents and transit that add up (issue 27 item 11)', () => {
    const p = objectiveParts({
      objective: 56_000_000,
      summary: { ...summary, terminal_value_eur: 51_800_000, terminal_cuts_eur: 51_650_000, penalty_eur: 150_000 },
      inputs: { long_term_run: { id: 'lt3', version: 3, stage_start: 0 } },
    })!;
    expect(p.longTerm).toEqual({ version: 3, cuts: 51_650_000, transit: 150_000 });
    expect(p.longTerm!.cuts! + p.longTerm!.transit!).toBe(p.endWater);
    // without long-term cuts (or from before they were recorded) no split
    expect(
      objectiveParts({ objective: 26_500_000, summary, inputs: { long_term_run: null } })!.longTerm,
    ).toBeUndefined();
    expect(
      objectiveParts({ objective: 1, summary, inputs: { long_term_run: { id: 'lt1', version: 1, stage_start: 0 } } })!
        .longTerm,
    ).toEqual({ version: 1 });
  });
});
