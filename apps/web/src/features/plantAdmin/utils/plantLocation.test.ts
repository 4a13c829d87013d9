import { describe, expect, it } from 'vitest';
import { movePlantLocation, plantLocationHref, readPlantLocation } from './plantLocation';

const ids = { portfolioId: 'alpine', plantId: 'hochalm' };

describe('plant admin location', () => {
  it('reads tab, subtab, component and view; what does not fit the tab is its default', () => {
    expect(
      readPlantLocation({ tab: 'static-data', subtab: 'flow-to-power' }, { component: 'hochalm.t1', view: 'chart' }),
    ).toEqual({ tab: 'static-data', subtab: 'flow-to-power', view: 'chart', component: 'hochalm.t1' });
    expect(readPlantLocation({ tab: 'topology', subtab: 'flow-to-power' }, { view: 'graph' })).toEqual({
      tab: 'topology',
      subtab: null,
      view: 'graph',
      component: null,
    });
    expect(readPlantLocation({ tab: 'historical-data', subtab: 'quality' }, { view: 'graph' })).toEqual({
      tab: 'historical-data',
      subtab: 'quality',
      view: null,
      component: null,
    });
    expect(readPlantLocation({ tab: 'nonsense' }, {})).toEqual({
      tab: 'general',
      subtab: null,
      view: null,
      component: null,
    });
  });

  it('writes the shortest address of a location and reads it back the same', () => {
    const loc = { tab: 'static-data', subtab: 'level-to-content', view: 'table', component: 'hochalm.lake' } as const;
    const href = plantLocationHref('en', ids, loc);
    expect(href).toBe('/en/admin/plants/alpine/hochalm/static-data/level-to-content?component=hochalm.lake&view=table');
    const url = new URL(href, 'http://x');
    const [, , , , , , tab, subtab] = url.pathname.split('/');
    expect(readPlantLocation({ tab, subtab }, Object.fromEntries(url.searchParams))).toEqual(loc);
    expect(plantLocationHref('en', ids, { tab: 'general', subtab: null, view: null, component: null })).toBe(
      '/en/admin/plants/alpine/hochalm',
    );
  });

  it('another tab starts at its own subtab and view; the component goes along to Static data only', () => {
    const from = { tab: 'static-data', subtab: 'flow-to-power', view: 'chart', component: 'hochalm.t1' } as const;
    expect(movePlantLocation(from, { tab: 'topology' })).toEqual({
      tab: 'topology',
      subtab: null,
      view: null,
      component: null,
    });
    expect(
      movePlantLocation(
        { tab: 'topology', subtab: null, view: 'graph', component: 'hochalm.t1' },
        { tab: 'static-data' },
      ),
    ).toEqual({ tab: 'static-data', subtab: null, view: null, component: 'hochalm.t1' });
    expect(movePlantLocation(from, { view: null })).toEqual({ ...from, view: null });
  });
});
