import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ADMIN_ONLY_ROUTES,
  buildRoutePath,
  buildRouteTable,
  parsePathPattern,
  RouteDefinitionError,
  RouteParamsError,
  ROUTES,
  routerPath,
  routeSearchKeys,
  searchSchemas,
  type RouteParamsOf,
  type RouteSearchOf,
} from './routes.js';

describe('route table', () => {
  it('holds every route name of the spec', () => {
    const names =
      'index login forgotPassword resetPassword emptyPortfolio cockpitMap cockpitCharts portfolioOverview waterValue plantReporting portfolioReporting constraints maintenances powerPrices dayAheadBids plants reserves plantSettings customers portfolios portfolioDetails managePlantView users insightUser apiUser commercial liveData actions optimization violations'.split(
        ' ',
      );
    // and ours: Administration > Market (issue 27: price regions, forecast sources, pricing indexes), a customer's page
    expect([...ROUTES.keys()].sort()).toEqual([...names, 'market', 'customerDetails'].sort());
  });
  it('marks the admin-only routes of spec 1 section 6', () => {
    expect([...ADMIN_ONLY_ROUTES].sort()).toEqual(
      [
        'dayAheadBids',
        'customers',
        'portfolios',
        'portfolioDetails',
        'managePlantView',
        'users',
        'insightUser',
        'apiUser',
        'actions',
        'violations',
        // ours (issue 27): adding and editing price forecast sources is an admin right (spec 1 section 6)
        'market',
        'customerDetails',
      ].sort(),
    );
  });
  it('derives needsPortfolio from the portfolioId parameter', () => {
    expect(ROUTES.get('cockpitMap')!.needsPortfolio).toBe(true);
    expect(ROUTES.get('customers')!.needsPortfolio).toBe(false);
  });
  it('rejects an optional parameter followed by a required one at build time', () => {
    expect(() => parsePathPattern('/a/:x?/:y')).toThrow(RouteDefinitionError);
    expect(() => buildRouteTable([{ name: 'bad', path: '/a/:x?/b', search: 'none', section: 'X' }])).toThrow(
      /Optional route parameters must not be followed by required ones/,
    );
    expect(() => parsePathPattern('/a/:x/:y?/:z?')).not.toThrow();
  });
  it('rejects duplicate names and parameters', () => {
    expect(() => parsePathPattern('/a/:x/:x')).toThrow(RouteDefinitionError);
    expect(() =>
      buildRouteTable([
        { name: 'a', path: '/a', search: 'none', section: 'A' },
        { name: 'a', path: '/b', search: 'none', section: 'B' },
      ]),
    ).toThrow(RouteDefinitionError);
  });
  it('translates patterns to router syntax', () => {
    expect(routerPath(ROUTES.get('waterValue')!)).toBe('/water-value/$portfolioId/{-$plantViewId}/{-$turbineId}');
    expect(routerPath(ROUTES.get('index')!)).toBe('/');
  });
});

describe('buildRoutePath', () => {
  it('builds paths with required and optional parameters', () => {
    expect(buildRoutePath('en', 'cockpitMap', { portfolioId: 'alpine' })).toBe('/en/map/alpine');
    expect(buildRoutePath('en', 'waterValue', { portfolioId: 'a' })).toBe('/en/water-value/a');
    expect(buildRoutePath('en', 'waterValue', { portfolioId: 'a', plantViewId: 'p', turbineId: 't' })).toBe(
      '/en/water-value/a/p/t',
    );
    expect(buildRoutePath('en', 'customers')).toBe('/en/admin/customers');
    expect(buildRoutePath('en', 'index')).toBe('/en/');
    expect(buildRoutePath('en', 'cockpitMap', { portfolioId: 'a b' })).toBe('/en/map/a%20b');
  });
  it('throws on a missing required parameter', () => {
    expect(() => buildRoutePath('en', 'cockpitCharts', { portfolioId: 'a' })).toThrow(RouteParamsError);
  });
  it('throws on an unknown extra parameter', () => {
    expect(() => buildRoutePath('en', 'cockpitMap', { portfolioId: 'a', plantViewId: 'p' })).toThrow(RouteParamsError);
  });
  it('throws on a later optional parameter without the one before it', () => {
    expect(() => buildRoutePath('en', 'waterValue', { portfolioId: 'a', turbineId: 't' })).toThrow(RouteParamsError);
  });
});

describe('search schemas', () => {
  it('drops invalid values and keeps valid ones', () => {
    expect(searchSchemas.portfolioOverview.parse({ range: '2024--2025', timezone: 'Europe/Oslo', tab: 'x' })).toEqual({
      range: '2024--2025',
      timezone: 'Europe/Oslo',
      tab: 'x',
    });
    expect(searchSchemas.portfolioOverview.parse({ range: '2025--2024', timezone: 'Nowhere' })).toEqual({});
    expect(searchSchemas.portfolioReporting.parse({ sectionId: 'valueAdded' }).sectionId).toBe('valueAdded');
    expect(searchSchemas.portfolioReporting.parse({ sectionId: 'nope' }).sectionId).toBeUndefined();
    expect(searchSchemas.cockpitCharts.parse({ edit: 'level-plan' }).edit).toBe('level-plan');
    expect(searchSchemas.cockpitCharts.parse({ edit: 'level-planx' }).edit).toBeUndefined();
    expect(searchSchemas.login.parse({ redirect: 'https://evil' }).redirect).toBeUndefined();
  });
});

describe('typed routes', () => {
  it('params and search types come from the table', () => {
    expectTypeOf<RouteParamsOf<'constraints'>>().toEqualTypeOf<{ portfolioId: string; plantViewId?: string }>();
    expectTypeOf<RouteParamsOf<'waterValue'>>().toEqualTypeOf<{
      portfolioId: string;
      plantViewId?: string;
      turbineId?: string;
    }>();
    expectTypeOf<RouteParamsOf<'customers'>>().toEqualTypeOf<{}>(); // eslint-disable-line @typescript-eslint/no-empty-object-type
    expectTypeOf<RouteSearchOf<'constraints'>>().toEqualTypeOf<{ tab?: string; selected?: string }>();
    expectTypeOf<RouteSearchOf<'maintenances'>['granularity']>().toEqualTypeOf<
      'year' | 'month' | 'week' | 'day' | 'hour' | 'raw' | undefined
    >();
  });
  it('the declared query keys are known at run time', () => {
    expect(routeSearchKeys('constraints').sort()).toEqual(['selected', 'tab']);
    expect(routeSearchKeys('actions').sort()).toEqual(['search', 'selected', 'status']);
    expect(routeSearchKeys('customers')).toEqual([]);
  });
});
