import type { Permission, RouteName } from '@penstock/domain';

export type NavGroup = 'main' | 'operations' | 'administration';

export interface NavEntry {
  /** i18n key under shell:nav and the route it opens. */
  key: string;
  route: RouteName;
  group: NavGroup;
  isNew?: boolean;
  permission?: Permission;
  /** Carries the last viewed plant of the portfolio when the route takes one. */
  withPlant?: boolean;
  /** The route requires a plant: disabled while none is known. */
  needsPlant?: boolean;
  /** Other routes that highlight this entry. */
  alsoActiveOn?: RouteName[];
}

/** Left navigation of spec 1 section 2, in order, with badges and permission rules. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'cockpit', route: 'cockpitMap', group: 'main' },
  { key: 'plant', route: 'cockpitCharts', group: 'main', withPlant: true, needsPlant: true },
  { key: 'portfolio', route: 'portfolioOverview', group: 'main', isNew: true },
  { key: 'waterValue', route: 'waterValue', group: 'main', withPlant: true },
  { key: 'reporting', route: 'portfolioReporting', group: 'main', alsoActiveOn: ['plantReporting'] },
  { key: 'constraints', route: 'constraints', group: 'main', withPlant: true },
  { key: 'reserves', route: 'reserves', group: 'main', isNew: true },
  { key: 'maintenance', route: 'maintenances', group: 'main' },
  { key: 'powerMarket', route: 'powerPrices', group: 'main', isNew: true },
  { key: 'liveData', route: 'liveData', group: 'operations' },
  { key: 'actions', route: 'actions', group: 'operations', permission: 'viewActions' },
  { key: 'optimization', route: 'optimization', group: 'operations', isNew: true },
  { key: 'violations', route: 'violations', group: 'operations', isNew: true, permission: 'viewConstraintViolations' },
  { key: 'dayAheadBids', route: 'dayAheadBids', group: 'operations', isNew: true, permission: 'editBidFiles' },
  { key: 'plants', route: 'plants', group: 'administration', alsoActiveOn: ['plantSettings'] },
  {
    key: 'portfolios',
    route: 'portfolios',
    group: 'administration',
    permission: 'managePortfolios',
    alsoActiveOn: ['portfolioDetails', 'managePlantView'],
  },
  {
    key: 'customers',
    route: 'customers',
    group: 'administration',
    permission: 'editCustomers',
    alsoActiveOn: ['customerDetails'],
  },
  { key: 'market', route: 'market', group: 'administration', permission: 'editPriceForecastSources' },
  {
    key: 'users',
    route: 'users',
    group: 'administration',
    permission: 'manageUsers',
    alsoActiveOn: ['insightUser', 'apiUser'],
  },
  { key: 'commercial', route: 'commercial', group: 'administration', isNew: true },
];

export const visibleNavEntries = (permissions: ReadonlySet<Permission>) =>
  NAV_ENTRIES.filter((e) => !e.permission || permissions.has(e.permission));

/** Query values kept when switching pages, when the target screen takes them. */
export const KEPT_SEARCH_KEYS = ['range', 'timezone'] as const;
