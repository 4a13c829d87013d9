import type { PlantView } from '@penstock/domain';

/** The constraint screens' tests: a live plant view in Vienna (EUR), and their clock. */
export const HOCHALM: PlantView = {
  id: 'hochalm',
  internal_id: 'hochalm',
  name: 'Hochalm',
  timezone: 'Europe/Vienna',
  physical_plant: { internal_id: 'hochalm', name: 'Hochalm' },
  location: null,
  currency: 'EUR',
  plant_state: 'Live',
};
export const NOW = Date.UTC(2026, 10, 24, 9);
export const DAY_MS = 86_400_000;
