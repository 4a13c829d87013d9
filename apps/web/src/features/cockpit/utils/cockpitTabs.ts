/** The cockpit's tabs (query `tab`); an unknown or missing value shows the overview. */
export const COCKPIT_TABS = ['overview', 'generation', 'reservoir', 'inflow', 'prices', 'quality'] as const;
export type CockpitTab = (typeof COCKPIT_TABS)[number];

export const parseCockpitTab = (value: unknown): CockpitTab =>
  COCKPIT_TABS.includes(value as CockpitTab) ? (value as CockpitTab) : 'overview';
