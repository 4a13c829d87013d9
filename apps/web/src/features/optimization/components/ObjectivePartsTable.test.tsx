import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ObjectivePartsTable } from './ObjectivePartsTable';

beforeAll(() => initTestI18n('optimization'));

const route = { route: 'optimization' as const, url: '/en/operations/optimization/alpine' };
const summary = {
  generation_mwh: 1200,
  revenue_eur: 4_350_000,
  terminal_value_eur: 51_800_000,
  penalty_eur: 150_000,
  start: 0,
  end: 1,
};
const cell = (part: string) =>
  screen.getByTestId('objective-parts').querySelector(`[data-part="${part}"]`)!.textContent ?? '';

describe('ObjectivePartsTable', () => {
  it('after a long-term run: the water left is explained by its cuts, named, with contents and transit adding up (issue 27 item 11)', async () => {
    renderWeb(
      <ObjectivePartsTable
        run={{
          objective: 56_000_000,
          summary: { ...summary, terminal_cuts_eur: 51_700_000 },
          inputs: { long_term_run: { id: 'lt3', version: 3, stage_start: 0 } },
        }}
        currency="EUR"
      />,
      route,
    );
    await screen.findByTestId('objective-parts');
    expect(cell('endWater')).toContain('valued by the cuts of long-term run 3');
    expect(cell('endWater')).not.toContain('mean price × the reservoir’s energy equivalent');
    expect(cell('endWater')).toMatch(/51,800,000 €$/);
    expect(cell('endWaterCuts')).toBe('Reservoir contents at the end, by long-term run 3’s cuts51,700,000 €');
    expect(cell('endWaterTransit')).toBe('Water in transit, at the horizon’s mean price100,000 €');
  });

  it('without long-term cuts: the mean price definition, no split', async () => {
    renderWeb(
      <ObjectivePartsTable run={{ objective: 56_000_000, summary, inputs: { long_term_run: null } }} currency="EUR" />,
      route,
    );
    await screen.findByTestId('objective-parts');
    expect(cell('endWater')).toContain('the horizon’s mean price × the reservoir’s energy equivalent');
    expect(screen.getByTestId('objective-parts').querySelector('[data-part="endWaterCuts"]')).toBeNull();
  });
});
