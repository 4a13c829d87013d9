import { describe, expect, it } from 'vitest';
import { routeHref } from './routeHref';

describe('routeHref', () => {
  it('keeps range and timezone when the target takes them', () => {
    expect(
      routeHref('en', 'portfolioOverview', { portfolioId: 'a' }, { range: '2024--2025', timezone: 'UTC', tab: 'x' }),
    ).toBe('/en/portfolio/a?range=2024--2025&timezone=UTC');
    expect(routeHref('en', 'powerPrices', { portfolioId: 'a' }, { range: '2024--2025', timezone: 'UTC' })).toBe(
      '/en/power-prices/a?range=2024--2025',
    );
    expect(routeHref('en', 'cockpitMap', { portfolioId: 'a' }, { range: '2024--2025' })).toBe('/en/map/a');
  });
  it('drops ids the route does not take and fills optional ones in order', () => {
    expect(routeHref('en', 'reserves', { portfolioId: 'a', plantViewId: 'p' })).toBe('/en/reserves/a');
    expect(routeHref('en', 'waterValue', { portfolioId: 'a', plantViewId: 'p' })).toBe('/en/water-value/a/p');
    expect(routeHref('en', 'actions', { portfolioId: 'a' })).toBe('/en/operations/actions');
  });
  it('throws when a required id is missing', () => {
    expect(() => routeHref('en', 'cockpitCharts', { portfolioId: 'a' })).toThrow();
  });
});
