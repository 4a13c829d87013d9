import { describe, expect, it } from 'vitest';
import { plantOnScreen, plantSwitchHref } from './plantParam';

const to = { portfolioId: 'alpine', plantViewId: 'felsbach' };

describe('plantSwitchHref (P / Shift+P)', () => {
  it('stays on the admin plant page, on its tab (issue 27 item 14)', () => {
    expect(
      plantSwitchHref('en', 'plantSettings', { portfolioId: 'alpine', plantId: 'hochalm', tab: 'topology' }, {}, to),
    ).toBe('/en/admin/plants/alpine/felsbach/topology');
  });
  it('stays on Constraints and Manage Plant View, keeping range and timezone', () => {
    expect(plantSwitchHref('en', 'constraints', { portfolioId: 'alpine', plantViewId: 'hochalm' }, {}, to)).toBe(
      '/en/constraints/alpine/felsbach',
    );
    expect(
      plantSwitchHref('en', 'cockpitCharts', { portfolioId: 'alpine', plantViewId: 'hochalm' }, { range: '2026' }, to),
    ).toBe('/en/cockpit/alpine/felsbach?range=2026');
    expect(plantSwitchHref('en', 'managePlantView', { portfolioId: 'alpine', plantViewId: 'hochalm' }, {}, to)).toBe(
      '/en/admin/portfolios/alpine/felsbach',
    );
  });
  it("goes to the plant's cockpit from screens without a plant", () => {
    expect(plantSwitchHref('en', 'reserves', { portfolioId: 'alpine' }, {}, to)).toBe('/en/cockpit/alpine/felsbach');
  });
  it('reads the plant on screen from either parameter', () => {
    expect(plantOnScreen('plantSettings', { portfolioId: 'a', plantId: 'p' })).toBe('p');
    expect(plantOnScreen('cockpitCharts', { portfolioId: 'a', plantViewId: 'q' })).toBe('q');
    expect(plantOnScreen('reserves', { portfolioId: 'a' })).toBeUndefined();
  });
});
