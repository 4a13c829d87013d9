import { buildRoutePath, HEAD_CURVE_KINDS, POINT_TABLE_KINDS } from '@penstock/domain';

/**
 * What the address of a plant's admin page means (/{env}/admin/plants/{portfolioId}/{plantId}/
 * {tab?}/{subtab?}?component=&view=). Our choice, the spec names the parts only:
 * - tab: general (default), topology, static-data, historical-data;
 * - subtab, per tab: static-data `fields` (default: the component's limits) or the component's point
 *   table (`level-to-content`, `flow-to-power`, `opening-to-throughput`) or, for turbines and pumps, an
 *   efficiency curve (`turb-eff-curves`, `gen-eff-curve`, `pump-eff-curves`); historical-data `upload`
 *   (default) or `quality` (the data-quality view); the other tabs have none;
 * - component: the component shown on Static data, and the one whose edit form is open on Topology;
 * - view: topology `graph` or `table` (one of the two, full width; default both side by side);
 *   a point table `table` or `chart` (default both side by side).
 * A value that does not fit (an old bookmark) is read as the default, so the page still opens.
 */
export const PLANT_TABS = ['general', 'topology', 'static-data', 'historical-data'] as const;
export type PlantTab = (typeof PLANT_TABS)[number];

export const PLANT_SUBTABS = {
  general: [],
  topology: [],
  'static-data': ['fields', ...POINT_TABLE_KINDS, ...HEAD_CURVE_KINDS.filter((k) => k !== 'outlet-line')],
  'historical-data': ['upload', 'quality'],
} as const satisfies Record<PlantTab, readonly string[]>;

/** The views a tab (or its point-table subtab) offers; absent means both side by side. */
export const PLANT_VIEWS = { topology: ['graph', 'table'], 'static-data': ['table', 'chart'] } as const;

export interface PlantLocation {
  tab: PlantTab;
  subtab: string | null;
  view: string | null;
  component: string | null;
}

const member = <T extends string>(list: readonly T[], value: string | null | undefined): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The location the address stands for, unknown parts read as their defaults. */
export function readPlantLocation(
  params: { tab?: string; subtab?: string },
  search: { component?: string; view?: string },
): PlantLocation {
  const tab = member(PLANT_TABS, params.tab) ?? 'general';
  const subtab = member<string>(PLANT_SUBTABS[tab], params.subtab);
  const views: readonly string[] = tab === 'topology' || tab === 'static-data' ? PLANT_VIEWS[tab] : [];
  return { tab, subtab, view: member(views, search.view), component: search.component ?? null };
}

/** The address of a location: defaults left out, so the shortest address names each page once. */
export function plantLocationHref(
  env: string,
  ids: { portfolioId: string; plantId: string },
  loc: PlantLocation,
): string {
  const keepTab = loc.tab !== 'general' || !!loc.subtab;
  const path = buildRoutePath(env, 'plantSettings', {
    portfolioId: ids.portfolioId,
    plantId: ids.plantId,
    ...(keepTab ? { tab: loc.tab } : {}),
    ...(keepTab && loc.subtab ? { subtab: loc.subtab } : {}),
  });
  const query = new URLSearchParams();
  if (loc.component) query.set('component', loc.component);
  if (loc.view) query.set('view', loc.view);
  const q = query.toString();
  return `${path}${q ? `?${q}` : ''}`;
}

/**
 * Where a move leads: another tab starts at its own defaults (its subtab and view); the component
 * goes along to Static data only (it picks what that tab shows; on Topology it would open a form).
 */
export function movePlantLocation(from: PlantLocation, patch: Partial<PlantLocation>): PlantLocation {
  if (!patch.tab || patch.tab === from.tab) return { ...from, ...patch };
  const component =
    patch.component !== undefined ? patch.component : patch.tab === 'static-data' ? from.component : null;
  return { tab: patch.tab, subtab: patch.subtab ?? null, view: patch.view ?? null, component };
}
