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
});
