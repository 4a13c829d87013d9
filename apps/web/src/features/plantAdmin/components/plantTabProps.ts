import type { PlantRights, PlantSettings } from '@penstock/domain';
import type { PlantScope } from '../api/plantApi';

/** What a tab of the plant's settings page gets: the plant, its settings and the user's rights there. */
export interface PlantTabProps {
  scope: PlantScope;
  settings: PlantSettings;
  rights: PlantRights;
}
